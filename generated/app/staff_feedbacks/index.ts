// GENERATED from schema/feedbacks/staff_feedbacks.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { staffFeedbacksColumns } from './columns';
import { StaffFeedbacksCreate } from './StaffFeedbacksCreate';
import { StaffFeedbacksEdit } from './StaffFeedbacksEdit';
import { StaffFeedbacksForm } from './StaffFeedbacksForm';
import { StaffFeedbacksList } from './StaffFeedbacksList';
import { StaffFeedbacksShow } from './StaffFeedbacksShow';
const views: ResourceViews = {
  list: StaffFeedbacksList,
  create: StaffFeedbacksCreate,
  edit: StaffFeedbacksEdit,
  form: StaffFeedbacksForm,
  show: StaffFeedbacksShow,
  columns: staffFeedbacksColumns,
  recordRepresentation: 'id',
};
export default views;
