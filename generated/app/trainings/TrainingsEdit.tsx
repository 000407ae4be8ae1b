// GENERATED from schema/masterlists/trainings.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { TrainingsForm } from './TrainingsForm';
export const TrainingsEdit = () => (
  <ResourceEdit>
    <TrainingsForm />

  </ResourceEdit>
);
