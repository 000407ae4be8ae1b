// GENERATED from schema/masterlists/employees.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { EmployeesForm } from './EmployeesForm';
export const EmployeesCreate = () => (
  <ResourceCreate>
    <EmployeesForm />
  </ResourceCreate>
);
