// GENERATED from schema/sales-tools/sales_order_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { chainedLineFields } from '../traits/ChainedLineFields';
import { pricedLineFields } from '../traits/PricedLineFields';
import { ReferenceField } from 'react-admin';
export const SalesOrderLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="sales_orders" link={false} />
    {pricedLineFields}
    {chainedLineFields}
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
