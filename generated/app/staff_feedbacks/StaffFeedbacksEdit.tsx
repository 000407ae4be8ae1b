// GENERATED from schema/feedbacks/staff_feedbacks.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { StaffFeedbacksForm } from './StaffFeedbacksForm';
export const StaffFeedbacksEdit = () => (
  <ResourceEdit>
    <StaffFeedbacksForm />

  </ResourceEdit>
);
