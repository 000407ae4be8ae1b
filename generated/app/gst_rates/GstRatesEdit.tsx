// GENERATED from schema/masterlists/gst_rates.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { GstRatesForm } from './GstRatesForm';
export const GstRatesEdit = () => (
  <ResourceEdit>
    <GstRatesForm />

  </ResourceEdit>
);
