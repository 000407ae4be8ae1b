// GENERATED from schema/feedbacks/incidents.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { IncidentsForm } from './IncidentsForm';
export const IncidentsEdit = () => (
  <ResourceEdit>
    <IncidentsForm />

  </ResourceEdit>
);
