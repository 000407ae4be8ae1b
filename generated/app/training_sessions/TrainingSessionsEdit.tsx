// GENERATED from schema/masterlists/training_sessions.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { TrainingSessionsForm } from './TrainingSessionsForm';
export const TrainingSessionsEdit = () => (
  <ResourceEdit>
    <TrainingSessionsForm />

  </ResourceEdit>
);
