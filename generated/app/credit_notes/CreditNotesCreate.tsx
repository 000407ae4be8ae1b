// GENERATED from schema/sales-tools/credit_notes.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CreditNotesForm } from './CreditNotesForm';
export const CreditNotesCreate = () => (
  <ResourceCreate>
    <CreditNotesForm />
  </ResourceCreate>
);
