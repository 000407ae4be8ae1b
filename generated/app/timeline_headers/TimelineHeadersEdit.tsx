// GENERATED from schema/records/timeline_headers.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { TimelineHeadersForm } from './TimelineHeadersForm';
export const TimelineHeadersEdit = () => (
  <ResourceEdit>
    <TimelineHeadersForm />

  </ResourceEdit>
);
