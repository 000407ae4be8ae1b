// GENERATED from schema/masterlists/exchange_rates.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ExchangeRatesForm } from './ExchangeRatesForm';
export const ExchangeRatesEdit = () => (
  <ResourceEdit>
    <ExchangeRatesForm />

  </ResourceEdit>
);
