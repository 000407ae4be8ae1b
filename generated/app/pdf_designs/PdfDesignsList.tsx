// GENERATED from schema/dev-tools/pdf_designs.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { pdfDesignsColumns } from './columns';
export const PdfDesignsList = () => <DataList>{pdfDesignsColumns}</DataList>;
