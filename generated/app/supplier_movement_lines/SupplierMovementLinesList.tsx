// GENERATED from schema/sales-tools/supplier_movement_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { supplierMovementLinesColumns } from './columns';
export const SupplierMovementLinesList = () => <DataList>{supplierMovementLinesColumns}</DataList>;
