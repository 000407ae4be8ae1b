// GENERATED from schema/services-tools/relocation_job_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { RelocationJobLinesForm } from './RelocationJobLinesForm';
export const RelocationJobLinesCreate = () => (
  <ResourceCreate>
    <RelocationJobLinesForm />
  </ResourceCreate>
);
