// GENERATED from schema/masterlists/countries.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CountriesForm } from './CountriesForm';
export const CountriesEdit = () => (
  <ResourceEdit>
    <CountriesForm />

  </ResourceEdit>
);
