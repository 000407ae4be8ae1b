// GENERATED from schema/admin/sponsees.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { sponseesColumns } from './columns';
import { SponseesCreate } from './SponseesCreate';
import { SponseesEdit } from './SponseesEdit';
import { SponseesForm } from './SponseesForm';
import { SponseesList } from './SponseesList';
import { SponseesShow } from './SponseesShow';
const views: ResourceViews = {
  list: SponseesList,
  create: SponseesCreate,
  edit: SponseesEdit,
  form: SponseesForm,
  show: SponseesShow,
  columns: sponseesColumns,
  recordRepresentation: 'name',
};
export default views;
