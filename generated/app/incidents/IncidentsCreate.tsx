// GENERATED from schema/feedbacks/incidents.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { IncidentsForm } from './IncidentsForm';
export const IncidentsCreate = () => (
  <ResourceCreate>
    <IncidentsForm />
  </ResourceCreate>
);
