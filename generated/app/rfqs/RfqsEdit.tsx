// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { RfqsForm } from './RfqsForm';
export const RfqsEdit = () => (
  <ResourceEdit>
    <RfqsForm />

  </ResourceEdit>
);
