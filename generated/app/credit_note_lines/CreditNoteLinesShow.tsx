// GENERATED from schema/sales-tools/credit_note_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { chainedLineFields } from '../traits/ChainedLineFields';
import { pricedLineFields } from '../traits/PricedLineFields';
import { ReferenceField } from 'react-admin';
export const CreditNoteLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="credit_notes" link={false} />
    {pricedLineFields}
    {chainedLineFields}
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
