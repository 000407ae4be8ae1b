// GENERATED from schema/masterlists/trainings.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { TrainingsForm } from './TrainingsForm';
export const TrainingsCreate = () => (
  <ResourceCreate>
    <TrainingsForm />
  </ResourceCreate>
);
