// GENERATED from schema/services-tools/joborder_headers.yaml by generator/. Do not edit.
import { ResourceEdit, WorkflowActions } from '../../../src/app/crud';
import { JoborderHeadersForm } from './JoborderHeadersForm';
export const JoborderHeadersEdit = () => (
  <ResourceEdit>
    <WorkflowActions />
    <JoborderHeadersForm />

  </ResourceEdit>
);
