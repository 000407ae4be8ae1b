// GENERATED from schema/masterlists/designations.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { designationsColumns } from './columns';
export const DesignationsList = () => <DataList>{designationsColumns}</DataList>;
