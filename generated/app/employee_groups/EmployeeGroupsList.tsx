// GENERATED from schema/masterlists/employee_groups.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { employeeGroupsColumns } from './columns';
export const EmployeeGroupsList = () => <DataList>{employeeGroupsColumns}</DataList>;
