// GENERATED from schema/dev-tools/numbering_series.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { numberingSeriesColumns } from './columns';
export const NumberingSeriesList = () => <DataList>{numberingSeriesColumns}</DataList>;
