// GENERATED from schema/dev-tools/notification_templates.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { NotificationTemplatesForm } from './NotificationTemplatesForm';
export const NotificationTemplatesCreate = () => (
  <ResourceCreate>
    <NotificationTemplatesForm />
  </ResourceCreate>
);
