// GENERATED from schema/admin/ticket_monitorings.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { ticketMonitoringsColumns } from './columns';
import { TicketMonitoringsCreate } from './TicketMonitoringsCreate';
import { TicketMonitoringsEdit } from './TicketMonitoringsEdit';
import { TicketMonitoringsForm } from './TicketMonitoringsForm';
import { TicketMonitoringsList } from './TicketMonitoringsList';
import { TicketMonitoringsShow } from './TicketMonitoringsShow';
const views: ResourceViews = {
  list: TicketMonitoringsList,
  create: TicketMonitoringsCreate,
  edit: TicketMonitoringsEdit,
  form: TicketMonitoringsForm,
  show: TicketMonitoringsShow,
  columns: ticketMonitoringsColumns,
  recordRepresentation: 'subject',
};
export default views;
