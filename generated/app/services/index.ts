// GENERATED from schema/masterlists/services.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { servicesColumns } from './columns';
import { ServicesCreate } from './ServicesCreate';
import { ServicesEdit } from './ServicesEdit';
import { ServicesForm } from './ServicesForm';
import { ServicesList } from './ServicesList';
import { ServicesShow } from './ServicesShow';
const views: ResourceViews = {
  list: ServicesList,
  create: ServicesCreate,
  edit: ServicesEdit,
  form: ServicesForm,
  show: ServicesShow,
  columns: servicesColumns,
  recordRepresentation: 'name',
};
export default views;
