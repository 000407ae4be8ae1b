// GENERATED from schema/agreements/warranties.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { warrantiesColumns } from './columns';
export const WarrantiesList = () => <DataList>{warrantiesColumns}</DataList>;
