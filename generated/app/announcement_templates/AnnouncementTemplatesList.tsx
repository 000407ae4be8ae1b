// GENERATED from schema/dev-tools/announcement_templates.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { announcementTemplatesColumns } from './columns';
export const AnnouncementTemplatesList = () => <DataList>{announcementTemplatesColumns}</DataList>;
