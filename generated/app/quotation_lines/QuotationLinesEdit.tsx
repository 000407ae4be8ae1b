// GENERATED from schema/sales-tools/quotation_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { QuotationLinesForm } from './QuotationLinesForm';
export const QuotationLinesEdit = () => (
  <ResourceEdit>
    <QuotationLinesForm />

  </ResourceEdit>
);
