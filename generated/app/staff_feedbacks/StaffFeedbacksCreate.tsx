// GENERATED from schema/feedbacks/staff_feedbacks.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { StaffFeedbacksForm } from './StaffFeedbacksForm';
export const StaffFeedbacksCreate = () => (
  <ResourceCreate>
    <StaffFeedbacksForm />
  </ResourceCreate>
);
