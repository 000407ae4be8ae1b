// GENERATED from schema/masterlists/warehouses.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { warehousesColumns } from './columns';
export const WarehousesList = () => <DataList>{warehousesColumns}</DataList>;
