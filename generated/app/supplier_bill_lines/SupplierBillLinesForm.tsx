// GENERATED from schema/purchases/supplier_bill_lines.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { purchaseLineInputs } from '../traits/PurchaseLineInputs';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('supplier_bill_lines');
export const SupplierBillLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="supplier_bills"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    {purchaseLineInputs(rules)}
    {chainedLineInputs(rules)}
  </ResourceForm>
);
