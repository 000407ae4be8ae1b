// GENERATED from schema/sales-tools/gst_periods.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { GstPeriodsForm } from './GstPeriodsForm';
export const GstPeriodsEdit = () => (
  <ResourceEdit>
    <GstPeriodsForm />

  </ResourceEdit>
);
