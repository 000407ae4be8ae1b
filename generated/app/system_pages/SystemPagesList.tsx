// GENERATED from schema/admin/system_pages.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { systemPagesColumns } from './columns';
export const SystemPagesList = () => <DataList>{systemPagesColumns}</DataList>;
