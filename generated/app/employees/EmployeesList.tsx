// GENERATED from schema/masterlists/employees.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { employeesColumns } from './columns';
export const EmployeesList = () => <DataList>{employeesColumns}</DataList>;
