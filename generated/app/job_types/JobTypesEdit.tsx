// GENERATED from schema/masterlists/job_types.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { JobTypesForm } from './JobTypesForm';
export const JobTypesEdit = () => (
  <ResourceEdit>
    <JobTypesForm />

  </ResourceEdit>
);
