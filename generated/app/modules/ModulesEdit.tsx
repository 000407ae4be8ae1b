// GENERATED from schema/masterlists/modules.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ModulesForm } from './ModulesForm';
export const ModulesEdit = () => (
  <ResourceEdit>
    <ModulesForm />

  </ResourceEdit>
);
