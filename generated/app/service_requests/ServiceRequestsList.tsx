// GENERATED from schema/services-tools/service_requests.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { serviceRequestsColumns } from './columns';
export const ServiceRequestsList = () => <DataList>{serviceRequestsColumns}</DataList>;
