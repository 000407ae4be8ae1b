// GENERATED from schema/sales-tools/rfq_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { chainedLineFields } from '../traits/ChainedLineFields';
import { pricedLineFields } from '../traits/PricedLineFields';
import { ReferenceField } from 'react-admin';
export const RfqLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="rfqs" link={false} />
    {pricedLineFields}
    {chainedLineFields}
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
