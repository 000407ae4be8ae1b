// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { QuotationsForm } from './QuotationsForm';
export const QuotationsCreate = () => (
  <ResourceCreate>
    <QuotationsForm />
  </ResourceCreate>
);
