// GENERATED from schema/sales-tools/credit_note_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CreditNoteLinesForm } from './CreditNoteLinesForm';
export const CreditNoteLinesEdit = () => (
  <ResourceEdit>
    <CreditNoteLinesForm />

  </ResourceEdit>
);
