// GENERATED from schema/dev-tools/notification_templates.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { NotificationTemplatesForm } from './NotificationTemplatesForm';
export const NotificationTemplatesEdit = () => (
  <ResourceEdit>
    <NotificationTemplatesForm />

  </ResourceEdit>
);
