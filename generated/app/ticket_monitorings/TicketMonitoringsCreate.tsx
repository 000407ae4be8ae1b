// GENERATED from schema/admin/ticket_monitorings.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { TicketMonitoringsForm } from './TicketMonitoringsForm';
export const TicketMonitoringsCreate = () => (
  <ResourceCreate>
    <TicketMonitoringsForm />
  </ResourceCreate>
);
