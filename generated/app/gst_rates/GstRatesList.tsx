// GENERATED from schema/masterlists/gst_rates.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { gstRatesColumns } from './columns';
export const GstRatesList = () => <DataList>{gstRatesColumns}</DataList>;
