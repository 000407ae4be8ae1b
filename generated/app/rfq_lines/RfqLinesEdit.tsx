// GENERATED from schema/sales-tools/rfq_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { RfqLinesForm } from './RfqLinesForm';
export const RfqLinesEdit = () => (
  <ResourceEdit>
    <RfqLinesForm />

  </ResourceEdit>
);
