// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { QuotationsForm } from './QuotationsForm';
export const QuotationsEdit = () => (
  <ResourceEdit>
    <QuotationsForm />

  </ResourceEdit>
);
