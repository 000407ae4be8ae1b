/** A notification template: the overdue reminder's page and form offer its Preview (modules/sales/ReminderPreview). */
import generated from '../../../../generated/app/notification_templates';
import type { ResourceViews } from '../../crud/types';
import { ReminderPreview } from '../../modules/sales/ReminderPreview';

const { show: Show, edit: Edit } = generated;

const withPreview: Partial<ResourceViews> = {
  show: Show
    ? () => (
        <>
          <Show />
          <ReminderPreview />
        </>
      )
    : undefined,
  edit: Edit
    ? () => (
        <>
          <Edit />
          <ReminderPreview />
        </>
      )
    : undefined,
};
export default withPreview;
