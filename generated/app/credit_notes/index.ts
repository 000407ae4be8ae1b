// GENERATED from schema/sales-tools/credit_notes.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { creditNotesColumns } from './columns';
import { CreditNotesCreate } from './CreditNotesCreate';
import { CreditNotesEdit } from './CreditNotesEdit';
import { CreditNotesForm } from './CreditNotesForm';
import { CreditNotesList } from './CreditNotesList';
import { CreditNotesShow } from './CreditNotesShow';
const views: ResourceViews = {
  list: CreditNotesList,
  create: CreditNotesCreate,
  edit: CreditNotesEdit,
  form: CreditNotesForm,
  show: CreditNotesShow,
  columns: creditNotesColumns,
  recordRepresentation: 'credit_note_no',
};
export default views;
