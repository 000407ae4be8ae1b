// GENERATED from schema/records/notes.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { notesColumns } from './columns';
import { NotesCreate } from './NotesCreate';
import { NotesEdit } from './NotesEdit';
import { NotesForm } from './NotesForm';
import { NotesList } from './NotesList';
import { NotesShow } from './NotesShow';
const views: ResourceViews = {
  list: NotesList,
  create: NotesCreate,
  edit: NotesEdit,
  form: NotesForm,
  show: NotesShow,
  columns: notesColumns,
  recordRepresentation: 'tag',
};
export default views;
