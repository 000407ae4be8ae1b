// GENERATED from schema/records/notes.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { NotesForm } from './NotesForm';
export const NotesCreate = () => (
  <ResourceCreate>
    <NotesForm />
  </ResourceCreate>
);
