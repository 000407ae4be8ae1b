// GENERATED from schema/admin/system_pages.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SystemPagesForm } from './SystemPagesForm';
export const SystemPagesCreate = () => (
  <ResourceCreate>
    <SystemPagesForm />
  </ResourceCreate>
);
