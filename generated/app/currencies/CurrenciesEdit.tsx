// GENERATED from schema/masterlists/currencies.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CurrenciesForm } from './CurrenciesForm';
export const CurrenciesEdit = () => (
  <ResourceEdit>
    <CurrenciesForm />

  </ResourceEdit>
);
