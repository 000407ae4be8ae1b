// GENERATED from schema/masterlists/training_sessions.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { TrainingSessionsForm } from './TrainingSessionsForm';
export const TrainingSessionsCreate = () => (
  <ResourceCreate>
    <TrainingSessionsForm />
  </ResourceCreate>
);
