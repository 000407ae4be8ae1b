// GENERATED from schema/masterlists/employee_groups.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { EmployeeGroupsForm } from './EmployeeGroupsForm';
export const EmployeeGroupsEdit = () => (
  <ResourceEdit>
    <EmployeeGroupsForm />

  </ResourceEdit>
);
