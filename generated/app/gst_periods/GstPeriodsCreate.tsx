// GENERATED from schema/sales-tools/gst_periods.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { GstPeriodsForm } from './GstPeriodsForm';
export const GstPeriodsCreate = () => (
  <ResourceCreate>
    <GstPeriodsForm />
  </ResourceCreate>
);
