// GENERATED from schema/masterlists/gst_rates.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { GstRatesForm } from './GstRatesForm';
export const GstRatesCreate = () => (
  <ResourceCreate>
    <GstRatesForm />
  </ResourceCreate>
);
