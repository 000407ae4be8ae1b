// GENERATED from schema/records/timelines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { TimelinesForm } from './TimelinesForm';
export const TimelinesEdit = () => (
  <ResourceEdit>
    <TimelinesForm />

  </ResourceEdit>
);
