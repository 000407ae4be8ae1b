// GENERATED from schema/masterlists/exchange_rates.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ExchangeRatesForm } from './ExchangeRatesForm';
export const ExchangeRatesCreate = () => (
  <ResourceCreate>
    <ExchangeRatesForm />
  </ResourceCreate>
);
