// GENERATED from schema/e-commerce/online_order_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { pricedLineFields } from '../traits/PricedLineFields';
import { ReferenceField } from 'react-admin';
export const OnlineOrderLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="online_orders" link={false} />
    {pricedLineFields}
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
