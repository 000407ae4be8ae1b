// GENERATED from schema/masterlists/modules.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { modulesColumns } from './columns';
export const ModulesList = () => <DataList>{modulesColumns}</DataList>;
