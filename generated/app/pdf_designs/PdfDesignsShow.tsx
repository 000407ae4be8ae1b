// GENERATED from schema/dev-tools/pdf_designs.yaml by generator/. Do not edit.
import { JsonField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
export const PdfDesignsShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <OptionField source="document_type" />
    <OptionField source="paper_size" />
    <OptionField source="orientation" />
    <JsonField source="layout" />
    <BooleanField source="is_default" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
