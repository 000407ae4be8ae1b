// GENERATED from schema/sales-tools/rfq_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { RfqLinesForm } from './RfqLinesForm';
export const RfqLinesCreate = () => (
  <ResourceCreate>
    <RfqLinesForm />
  </ResourceCreate>
);
