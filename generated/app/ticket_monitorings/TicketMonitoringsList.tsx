// GENERATED from schema/admin/ticket_monitorings.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { ticketMonitoringsColumns } from './columns';
export const TicketMonitoringsList = () => <DataList>{ticketMonitoringsColumns}</DataList>;
