// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { RfqsForm } from './RfqsForm';
export const RfqsCreate = () => (
  <ResourceCreate>
    <RfqsForm />
  </ResourceCreate>
);
