// GENERATED from schema/sales-tools/gst_periods.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { gstPeriodsColumns } from './columns';
export const GstPeriodsList = () => <DataList>{gstPeriodsColumns}</DataList>;
