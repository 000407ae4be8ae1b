// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { rfqsColumns } from './columns';
import { RfqsCreate } from './RfqsCreate';
import { RfqsEdit } from './RfqsEdit';
import { RfqsForm } from './RfqsForm';
import { RfqsList } from './RfqsList';
import { RfqsShow } from './RfqsShow';
const views: ResourceViews = {
  list: RfqsList,
  create: RfqsCreate,
  edit: RfqsEdit,
  form: RfqsForm,
  show: RfqsShow,
  columns: rfqsColumns,
  recordRepresentation: 'rfq_no',
};
export default views;
