// GENERATED from schema/agreements/planned_visits.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { PlannedVisitsForm } from './PlannedVisitsForm';
export const PlannedVisitsCreate = () => (
  <ResourceCreate>
    <PlannedVisitsForm />
  </ResourceCreate>
);
