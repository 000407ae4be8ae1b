// GENERATED from schema/records/documents.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { documentsColumns } from './columns';
export const DocumentsList = () => <DataList>{documentsColumns}</DataList>;
