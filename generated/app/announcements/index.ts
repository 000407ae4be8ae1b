// GENERATED from schema/admin/announcements.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { AnnouncementsCreate } from './AnnouncementsCreate';
import { AnnouncementsEdit } from './AnnouncementsEdit';
import { AnnouncementsForm } from './AnnouncementsForm';
import { AnnouncementsList } from './AnnouncementsList';
import { AnnouncementsShow } from './AnnouncementsShow';
import { announcementsColumns } from './columns';
const views: ResourceViews = {
  list: AnnouncementsList,
  create: AnnouncementsCreate,
  edit: AnnouncementsEdit,
  form: AnnouncementsForm,
  show: AnnouncementsShow,
  columns: announcementsColumns,
  recordRepresentation: 'title',
};
export default views;
