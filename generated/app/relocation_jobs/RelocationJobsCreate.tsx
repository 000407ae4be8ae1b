// GENERATED from schema/services-tools/relocation_jobs.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { RelocationJobsForm } from './RelocationJobsForm';
export const RelocationJobsCreate = () => (
  <ResourceCreate>
    <RelocationJobsForm />
  </ResourceCreate>
);
