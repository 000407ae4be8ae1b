// GENERATED from schema/admin/ticket_monitorings.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { TicketMonitoringsForm } from './TicketMonitoringsForm';
export const TicketMonitoringsEdit = () => (
  <ResourceEdit>
    <TicketMonitoringsForm />

  </ResourceEdit>
);
