// GENERATED from schema/services-tools/relocation_jobs.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { RelocationJobsForm } from './RelocationJobsForm';
export const RelocationJobsEdit = () => (
  <ResourceEdit>
    <RelocationJobsForm />

  </ResourceEdit>
);
