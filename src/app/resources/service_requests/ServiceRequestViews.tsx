/** The service request's view and manage pages with its job order and its actions. */
import { useNavigate, useSearchParams, Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import { ServiceRequestsEdit } from '../../../../generated/app/service_requests/ServiceRequestsEdit';
import { ServiceRequestsShow } from '../../../../generated/app/service_requests/ServiceRequestsShow';
import { API_URL, httpClient } from '../../authProvider/api';
import { recordKey, routeViewPath } from '../../crud/listRoute';
import { resourceDef } from '../../crud/registry';
import { registerTransitionCall } from '../../crud/workflow';
import { WorkflowActions } from '../../modules/workflow/WorkflowActions';

const jobs = resourceDef('joborder_headers');

interface RequestRecord {
  id: number;
  updated_at?: number;
  joborder_header_id?: number | null;
}

/** "Create job order", whichever button runs it: raise the job (its own call) and open it. */
const raiseJob = async (requestId: number | string): Promise<string> => {
  const { json } = await httpClient(`${API_URL}/service_requests/${encodeURIComponent(String(requestId))}/joborder`, { method: 'POST', body: {} });
  return routeViewPath(jobs.routes[0]!, recordKey(jobs, json.data));
};
registerTransitionCall('service_requests', 'joborder', raiseJob);

const JobLink = ({ id }: { id: number }) => {
  const { data: job } = useGetOne('joborder_headers', { id });
  if (!job) return null;
  return (
    <Link component={RouterLink} to={routeViewPath(jobs.routes[0]!, recordKey(jobs, job))} data-testid="request-job">
      {job.ticket_no}
    </Link>
  );
};

const RequestExtras = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('id') ?? '';
  const { data: request } = useGetOne<RequestRecord>('service_requests', { id: key as unknown as number }, { enabled: key !== '' });
  if (!request) return null;
  return (
    <Box sx={{ px: 1, pb: 2 }}>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('app.jobs.actions')}
          </Typography>
          <WorkflowActions collection="service_requests" record={request} own={{ joborder: async () => navigate(await raiseJob(request.id)) }} />
          {request.joborder_header_id ? (
            <Typography sx={{ mt: 2 }}>
              {translate('resources.joborder_headers.name', { smart_count: 1 })}: <JobLink id={request.joborder_header_id} />
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};

export const ServiceRequestShow = () => (
  <>
    <ServiceRequestsShow />
    <RequestExtras />
  </>
);

export const ServiceRequestEdit = () => (
  <>
    <ServiceRequestsEdit />
    <RequestExtras />
  </>
);
