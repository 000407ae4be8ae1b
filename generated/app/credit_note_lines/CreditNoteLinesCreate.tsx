// GENERATED from schema/sales-tools/credit_note_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CreditNoteLinesForm } from './CreditNoteLinesForm';
export const CreditNoteLinesCreate = () => (
  <ResourceCreate>
    <CreditNoteLinesForm />
  </ResourceCreate>
);
