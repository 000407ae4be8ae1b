// GENERATED from schema/masterlists/departments.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { DepartmentsForm } from './DepartmentsForm';
export const DepartmentsEdit = () => (
  <ResourceEdit>
    <DepartmentsForm />

  </ResourceEdit>
);
