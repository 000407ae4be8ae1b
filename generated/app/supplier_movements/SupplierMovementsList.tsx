// GENERATED from schema/sales-tools/supplier_movements.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { supplierMovementsColumns } from './columns';
export const SupplierMovementsList = () => <DataList>{supplierMovementsColumns}</DataList>;
