// GENERATED from schema/masterlists/training_subjects.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { TrainingSubjectsForm } from './TrainingSubjectsForm';
export const TrainingSubjectsCreate = () => (
  <ResourceCreate>
    <TrainingSubjectsForm />
  </ResourceCreate>
);
