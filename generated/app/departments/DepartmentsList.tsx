// GENERATED from schema/masterlists/departments.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { departmentsColumns } from './columns';
export const DepartmentsList = () => <DataList>{departmentsColumns}</DataList>;
