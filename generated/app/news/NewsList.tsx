// GENERATED from schema/admin/news.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { newsColumns } from './columns';
export const NewsList = () => <DataList>{newsColumns}</DataList>;
