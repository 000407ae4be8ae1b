// GENERATED from schema/masterlists/currencies.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { currenciesColumns } from './columns';
export const CurrenciesList = () => <DataList>{currenciesColumns}</DataList>;
