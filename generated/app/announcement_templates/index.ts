// GENERATED from schema/dev-tools/announcement_templates.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { AnnouncementTemplatesCreate } from './AnnouncementTemplatesCreate';
import { AnnouncementTemplatesEdit } from './AnnouncementTemplatesEdit';
import { AnnouncementTemplatesForm } from './AnnouncementTemplatesForm';
import { AnnouncementTemplatesList } from './AnnouncementTemplatesList';
import { AnnouncementTemplatesShow } from './AnnouncementTemplatesShow';
import { announcementTemplatesColumns } from './columns';
const views: ResourceViews = {
  list: AnnouncementTemplatesList,
  create: AnnouncementTemplatesCreate,
  edit: AnnouncementTemplatesEdit,
  form: AnnouncementTemplatesForm,
  show: AnnouncementTemplatesShow,
  columns: announcementTemplatesColumns,
  recordRepresentation: 'subject',
};
export default views;
