// GENERATED from schema/masterlists/designations.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { DesignationsForm } from './DesignationsForm';
export const DesignationsCreate = () => (
  <ResourceCreate>
    <DesignationsForm />
  </ResourceCreate>
);
