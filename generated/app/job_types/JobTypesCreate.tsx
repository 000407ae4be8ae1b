// GENERATED from schema/masterlists/job_types.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { JobTypesForm } from './JobTypesForm';
export const JobTypesCreate = () => (
  <ResourceCreate>
    <JobTypesForm />
  </ResourceCreate>
);
