// GENERATED from schema/masterlists/training_subjects.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { TrainingSubjectsForm } from './TrainingSubjectsForm';
export const TrainingSubjectsEdit = () => (
  <ResourceEdit>
    <TrainingSubjectsForm />

  </ResourceEdit>
);
