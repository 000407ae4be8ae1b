// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { quotationsColumns } from './columns';
export const QuotationsList = () => <DataList>{quotationsColumns}</DataList>;
