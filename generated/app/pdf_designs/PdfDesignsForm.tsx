// GENERATED from schema/dev-tools/pdf_designs.yaml by generator/. Do not edit.
import { JsonInput, OptionInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { BooleanInput, TextInput } from 'react-admin';
const rules = fieldRules('pdf_designs');
export const PdfDesignsForm = () => (
  <ResourceForm>
    <TextInput source="name" validate={rules.name} />
    <OptionInput source="document_type" validate={rules.document_type} />
    <OptionInput source="paper_size" validate={rules.paper_size} />
    <OptionInput source="orientation" validate={rules.orientation} />
    <JsonInput source="layout" validate={rules.layout} helperText={'Header, body blocks and footer, e.g. {"header": {"logo": true}, "blocks": ["lines", "totals"]}'} />
    <BooleanInput source="is_default" validate={rules.is_default} />
  </ResourceForm>
);
