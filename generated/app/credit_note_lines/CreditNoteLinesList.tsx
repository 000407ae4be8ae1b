// GENERATED from schema/sales-tools/credit_note_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { creditNoteLinesColumns } from './columns';
export const CreditNoteLinesList = () => <DataList>{creditNoteLinesColumns}</DataList>;
