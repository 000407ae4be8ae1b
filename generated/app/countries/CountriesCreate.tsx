// GENERATED from schema/masterlists/countries.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CountriesForm } from './CountriesForm';
export const CountriesCreate = () => (
  <ResourceCreate>
    <CountriesForm />
  </ResourceCreate>
);
