// GENERATED from schema/admin/announcements.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { AnnouncementsForm } from './AnnouncementsForm';
export const AnnouncementsCreate = () => (
  <ResourceCreate>
    <AnnouncementsForm />
  </ResourceCreate>
);
