// GENERATED from schema/masterlists/uom.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { UomForm } from './UomForm';
export const UomCreate = () => (
  <ResourceCreate>
    <UomForm />
  </ResourceCreate>
);
