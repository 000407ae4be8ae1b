// GENERATED from schema/dev-tools/numbering_series.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { NumberingSeriesForm } from './NumberingSeriesForm';
export const NumberingSeriesEdit = () => (
  <ResourceEdit>
    <NumberingSeriesForm />

  </ResourceEdit>
);
