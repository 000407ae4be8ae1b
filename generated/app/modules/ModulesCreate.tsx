// GENERATED from schema/masterlists/modules.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ModulesForm } from './ModulesForm';
export const ModulesCreate = () => (
  <ResourceCreate>
    <ModulesForm />
  </ResourceCreate>
);
