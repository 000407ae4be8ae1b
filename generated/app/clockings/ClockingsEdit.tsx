// GENERATED from schema/admin/clockings.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ClockingsForm } from './ClockingsForm';
export const ClockingsEdit = () => (
  <ResourceEdit>
    <ClockingsForm />

  </ResourceEdit>
);
