// GENERATED from schema/records/timeline_headers.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { TimelineHeadersForm } from './TimelineHeadersForm';
export const TimelineHeadersCreate = () => (
  <ResourceCreate>
    <TimelineHeadersForm />
  </ResourceCreate>
);
