// GENERATED from schema/agreements/planned_visits.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { PlannedVisitsForm } from './PlannedVisitsForm';
export const PlannedVisitsEdit = () => (
  <ResourceEdit>
    <PlannedVisitsForm />

  </ResourceEdit>
);
