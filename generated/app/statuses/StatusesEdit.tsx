// GENERATED from schema/masterlists/statuses.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { StatusesForm } from './StatusesForm';
export const StatusesEdit = () => (
  <ResourceEdit>
    <StatusesForm />

  </ResourceEdit>
);
