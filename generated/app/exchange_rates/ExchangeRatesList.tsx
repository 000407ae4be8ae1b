// GENERATED from schema/masterlists/exchange_rates.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { exchangeRatesColumns } from './columns';
export const ExchangeRatesList = () => <DataList>{exchangeRatesColumns}</DataList>;
