// GENERATED from schema/purchases/supplier_bills.yaml by generator/. Do not edit.
import { ChildLines, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { chainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { purchaseDocumentInputs } from '../traits/PurchaseDocumentInputs';
import { purchaseLineInputs } from '../traits/PurchaseLineInputs';
import { TextInput } from 'react-admin';
const rules = fieldRules('supplier_bills');
const supplierBillLinesRules = fieldRules('supplier_bill_lines');
export const SupplierBillsForm = () => (
  <ResourceForm>
    <TextInput source="supplier_invoice_no" validate={rules.supplier_invoice_no} helperText="The number on the supplier's invoice: one bill per number and supplier" />
    <UnixDateInput source="bill_date" validate={rules.bill_date} helperText="The date of the supplier's invoice" />
    <OptionInput source="payment_terms" validate={rules.payment_terms} />
    {purchaseDocumentInputs(rules)}
    {chainedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.supplier_bills.fields.lines">
      {purchaseLineInputs(supplierBillLinesRules, 'resources.supplier_bill_lines.fields')}
      {chainedLineInputs(supplierBillLinesRules, 'resources.supplier_bill_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
