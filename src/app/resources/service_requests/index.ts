/**
 * Service requests (DESIGN.md: src/app/resources/<resource>/): the view and manage pages add the
 * request's actions, where "Create job order" raises the job (POST /service_requests/{id}/joborder)
 * and opens it, and the job order once there is one.
 */
import type { ResourceViews } from '../../crud/types';
import { ServiceRequestEdit, ServiceRequestShow } from './ServiceRequestViews';

const views: Partial<ResourceViews> = { show: ServiceRequestShow, edit: ServiceRequestEdit };
export default views;
