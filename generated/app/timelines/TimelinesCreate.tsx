// GENERATED from schema/records/timelines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { TimelinesForm } from './TimelinesForm';
export const TimelinesCreate = () => (
  <ResourceCreate>
    <TimelinesForm />
  </ResourceCreate>
);
