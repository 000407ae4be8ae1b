// GENERATED from schema/sales-tools/credit_notes.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CreditNotesForm } from './CreditNotesForm';
export const CreditNotesEdit = () => (
  <ResourceEdit>
    <CreditNotesForm />

  </ResourceEdit>
);
