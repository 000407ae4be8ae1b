// GENERATED from schema/sales-tools/credit_notes.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { creditNotesColumns } from './columns';
export const CreditNotesList = () => <DataList>{creditNotesColumns}</DataList>;
