// GENERATED from schema/admin/announcements.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { AnnouncementsForm } from './AnnouncementsForm';
export const AnnouncementsEdit = () => (
  <ResourceEdit>
    <AnnouncementsForm />

  </ResourceEdit>
);
