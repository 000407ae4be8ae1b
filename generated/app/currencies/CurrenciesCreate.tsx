// GENERATED from schema/masterlists/currencies.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CurrenciesForm } from './CurrenciesForm';
export const CurrenciesCreate = () => (
  <ResourceCreate>
    <CurrenciesForm />
  </ResourceCreate>
);
