// GENERATED from schema/masterlists/exchange_rates.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { exchangeRatesColumns } from './columns';
import { ExchangeRatesCreate } from './ExchangeRatesCreate';
import { ExchangeRatesEdit } from './ExchangeRatesEdit';
import { ExchangeRatesForm } from './ExchangeRatesForm';
import { ExchangeRatesList } from './ExchangeRatesList';
import { ExchangeRatesShow } from './ExchangeRatesShow';
const views: ResourceViews = {
  list: ExchangeRatesList,
  create: ExchangeRatesCreate,
  edit: ExchangeRatesEdit,
  form: ExchangeRatesForm,
  show: ExchangeRatesShow,
  columns: exchangeRatesColumns,
  recordRepresentation: 'source',
};
export default views;
