// GENERATED from schema/sales-tools/credit_note_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { creditNoteLinesColumns } from './columns';
import { CreditNoteLinesCreate } from './CreditNoteLinesCreate';
import { CreditNoteLinesEdit } from './CreditNoteLinesEdit';
import { CreditNoteLinesForm } from './CreditNoteLinesForm';
import { CreditNoteLinesList } from './CreditNoteLinesList';
import { CreditNoteLinesShow } from './CreditNoteLinesShow';
const views: ResourceViews = {
  list: CreditNoteLinesList,
  create: CreditNoteLinesCreate,
  edit: CreditNoteLinesEdit,
  form: CreditNoteLinesForm,
  show: CreditNoteLinesShow,
  columns: creditNoteLinesColumns,
  recordRepresentation: 'description',
};
export default views;
