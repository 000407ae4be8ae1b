// GENERATED from schema/dev-tools/numbering_series.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { NumberingSeriesForm } from './NumberingSeriesForm';
export const NumberingSeriesCreate = () => (
  <ResourceCreate>
    <NumberingSeriesForm />
  </ResourceCreate>
);
