// GENERATED from schema/admin/clockings.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ClockingsForm } from './ClockingsForm';
export const ClockingsCreate = () => (
  <ResourceCreate>
    <ClockingsForm />
  </ResourceCreate>
);
