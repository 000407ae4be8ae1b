// GENERATED from schema/sales-tools/quotation_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { QuotationLinesForm } from './QuotationLinesForm';
export const QuotationLinesCreate = () => (
  <ResourceCreate>
    <QuotationLinesForm />
  </ResourceCreate>
);
