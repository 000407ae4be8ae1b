// GENERATED from schema/masterlists/employees.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { EmployeesForm } from './EmployeesForm';
export const EmployeesEdit = () => (
  <ResourceEdit>
    <EmployeesForm />

  </ResourceEdit>
);
