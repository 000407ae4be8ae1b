// GENERATED from schema/dev-tools/notification_templates.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { notificationTemplatesColumns } from './columns';
import { NotificationTemplatesCreate } from './NotificationTemplatesCreate';
import { NotificationTemplatesEdit } from './NotificationTemplatesEdit';
import { NotificationTemplatesForm } from './NotificationTemplatesForm';
import { NotificationTemplatesList } from './NotificationTemplatesList';
import { NotificationTemplatesShow } from './NotificationTemplatesShow';
const views: ResourceViews = {
  list: NotificationTemplatesList,
  create: NotificationTemplatesCreate,
  edit: NotificationTemplatesEdit,
  form: NotificationTemplatesForm,
  show: NotificationTemplatesShow,
  columns: notificationTemplatesColumns,
  recordRepresentation: 'name',
};
export default views;
