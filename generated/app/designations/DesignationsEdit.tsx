// GENERATED from schema/masterlists/designations.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { DesignationsForm } from './DesignationsForm';
export const DesignationsEdit = () => (
  <ResourceEdit>
    <DesignationsForm />

  </ResourceEdit>
);
