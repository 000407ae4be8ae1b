// GENERATED from schema/services-tools/joborder_headers.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { JoborderHeadersForm } from './JoborderHeadersForm';
export const JoborderHeadersCreate = () => (
  <ResourceCreate>
    <JoborderHeadersForm />
  </ResourceCreate>
);
