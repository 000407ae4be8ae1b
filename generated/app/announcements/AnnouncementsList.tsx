// GENERATED from schema/admin/announcements.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { announcementsColumns } from './columns';
export const AnnouncementsList = () => <DataList>{announcementsColumns}</DataList>;
