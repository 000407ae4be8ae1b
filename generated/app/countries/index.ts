// GENERATED from schema/masterlists/countries.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { countriesColumns } from './columns';
import { CountriesCreate } from './CountriesCreate';
import { CountriesEdit } from './CountriesEdit';
import { CountriesForm } from './CountriesForm';
import { CountriesList } from './CountriesList';
import { CountriesShow } from './CountriesShow';
const views: ResourceViews = {
  list: CountriesList,
  create: CountriesCreate,
  edit: CountriesEdit,
  form: CountriesForm,
  show: CountriesShow,
  columns: countriesColumns,
  recordRepresentation: 'name',
};
export default views;
