// GENERATED from schema/masterlists/currencies.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { currenciesColumns } from './columns';
import { CurrenciesCreate } from './CurrenciesCreate';
import { CurrenciesEdit } from './CurrenciesEdit';
import { CurrenciesForm } from './CurrenciesForm';
import { CurrenciesList } from './CurrenciesList';
import { CurrenciesShow } from './CurrenciesShow';
const views: ResourceViews = {
  list: CurrenciesList,
  create: CurrenciesCreate,
  edit: CurrenciesEdit,
  form: CurrenciesForm,
  show: CurrenciesShow,
  columns: currenciesColumns,
  recordRepresentation: 'code',
};
export default views;
