// GENERATED from schema/records/notes.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { NotesForm } from './NotesForm';
export const NotesEdit = () => (
  <ResourceEdit>
    <NotesForm />

  </ResourceEdit>
);
