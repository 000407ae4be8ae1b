// GENERATED from schema/masterlists/uom.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { UomForm } from './UomForm';
export const UomEdit = () => (
  <ResourceEdit>
    <UomForm />

  </ResourceEdit>
);
