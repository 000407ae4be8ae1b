// GENERATED from schema/masterlists/countries.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { countriesColumns } from './columns';
export const CountriesList = () => <DataList>{countriesColumns}</DataList>;
