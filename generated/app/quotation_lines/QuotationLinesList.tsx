// GENERATED from schema/sales-tools/quotation_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { quotationLinesColumns } from './columns';
export const QuotationLinesList = () => <DataList>{quotationLinesColumns}</DataList>;
