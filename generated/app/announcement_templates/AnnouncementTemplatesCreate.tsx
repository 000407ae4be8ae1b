// GENERATED from schema/dev-tools/announcement_templates.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { AnnouncementTemplatesForm } from './AnnouncementTemplatesForm';
export const AnnouncementTemplatesCreate = () => (
  <ResourceCreate>
    <AnnouncementTemplatesForm />
  </ResourceCreate>
);
