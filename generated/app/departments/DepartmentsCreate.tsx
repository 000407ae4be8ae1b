// GENERATED from schema/masterlists/departments.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { DepartmentsForm } from './DepartmentsForm';
export const DepartmentsCreate = () => (
  <ResourceCreate>
    <DepartmentsForm />
  </ResourceCreate>
);
