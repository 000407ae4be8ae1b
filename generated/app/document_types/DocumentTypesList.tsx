// GENERATED from schema/masterlists/document_types.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { documentTypesColumns } from './columns';
export const DocumentTypesList = () => <DataList>{documentTypesColumns}</DataList>;
