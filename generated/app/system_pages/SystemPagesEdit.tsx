// GENERATED from schema/admin/system_pages.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SystemPagesForm } from './SystemPagesForm';
export const SystemPagesEdit = () => (
  <ResourceEdit>
    <SystemPagesForm />

  </ResourceEdit>
);
