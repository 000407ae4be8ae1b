// GENERATED from schema/dev-tools/announcement_templates.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { AnnouncementTemplatesForm } from './AnnouncementTemplatesForm';
export const AnnouncementTemplatesEdit = () => (
  <ResourceEdit>
    <AnnouncementTemplatesForm />

  </ResourceEdit>
);
