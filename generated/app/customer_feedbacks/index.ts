// GENERATED from schema/feedbacks/customer_feedbacks.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { customerFeedbacksColumns } from './columns';
import { CustomerFeedbacksCreate } from './CustomerFeedbacksCreate';
import { CustomerFeedbacksEdit } from './CustomerFeedbacksEdit';
import { CustomerFeedbacksForm } from './CustomerFeedbacksForm';
import { CustomerFeedbacksList } from './CustomerFeedbacksList';
import { CustomerFeedbacksShow } from './CustomerFeedbacksShow';
const views: ResourceViews = {
  list: CustomerFeedbacksList,
  create: CustomerFeedbacksCreate,
  edit: CustomerFeedbacksEdit,
  form: CustomerFeedbacksForm,
  show: CustomerFeedbacksShow,
  columns: customerFeedbacksColumns,
  recordRepresentation: 'contact_name',
};
export default views;
