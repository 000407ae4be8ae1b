// GENERATED from schema/records/notes.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { notesColumns } from './columns';
export const NotesList = () => <DataList>{notesColumns}</DataList>;
