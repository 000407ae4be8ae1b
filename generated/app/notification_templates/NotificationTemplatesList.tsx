// GENERATED from schema/dev-tools/notification_templates.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { notificationTemplatesColumns } from './columns';
export const NotificationTemplatesList = () => <DataList>{notificationTemplatesColumns}</DataList>;
