// GENERATED from schema/feedbacks/customer_feedbacks.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CustomerFeedbacksForm } from './CustomerFeedbacksForm';
export const CustomerFeedbacksCreate = () => (
  <ResourceCreate>
    <CustomerFeedbacksForm />
  </ResourceCreate>
);
