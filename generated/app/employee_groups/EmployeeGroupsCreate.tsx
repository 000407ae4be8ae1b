// GENERATED from schema/masterlists/employee_groups.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { EmployeeGroupsForm } from './EmployeeGroupsForm';
export const EmployeeGroupsCreate = () => (
  <ResourceCreate>
    <EmployeeGroupsForm />
  </ResourceCreate>
);
