// GENERATED from schema/masterlists/statuses.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { StatusesForm } from './StatusesForm';
export const StatusesCreate = () => (
  <ResourceCreate>
    <StatusesForm />
  </ResourceCreate>
);
