// GENERATED from schema/catalogues/manufacturers.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { manufacturersColumns } from './columns';
export const ManufacturersList = () => <DataList>{manufacturersColumns}</DataList>;
