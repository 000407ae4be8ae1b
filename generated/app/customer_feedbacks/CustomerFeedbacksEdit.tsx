// GENERATED from schema/feedbacks/customer_feedbacks.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CustomerFeedbacksForm } from './CustomerFeedbacksForm';
export const CustomerFeedbacksEdit = () => (
  <ResourceEdit>
    <CustomerFeedbacksForm />

  </ResourceEdit>
);
