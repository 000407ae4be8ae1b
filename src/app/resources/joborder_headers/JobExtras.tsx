/**
 * What the job's view and manage pages add (issue: the job view and manage pages): the actions
 * the caller may run now (modules/workflow), the timeline of the job's transitions (its
 * audit entries), the service request it came from, and the map of its site.
 */
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { STATE_CHIP } from '../../crud/workflow';
import { formatUnix } from '../../crud';
import { recordKey, routeViewPath } from '../../crud/listRoute';
import { resourceDef } from '../../crud/registry';
import { WorkflowActions } from '../../modules/workflow/WorkflowActions';
import { hasPlace, STATUS_COLOUR, jobStatusOf, statusLabelKey, type JobRecord } from '../../modules/jobs/jobStatus';
import { JobMap } from '../../modules/map/JobMap';
import { JobCoverage } from '../../modules/agreements/AgreementActions';
import { ReportDelivery } from './ReportDelivery';

interface AuditEntry {
  id: number;
  action: string;
  user_id?: number | null;
  created_at?: number;
  log?: { after?: { job_status?: string } | null } | string | null;
}

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined" sx={{ mt: 2 }}>
    <CardContent>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Transitions = ({ job }: { job: JobRecord }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const entries = useQuery({
    queryKey: ['audit-log', 'job', job.id],
    queryFn: async () =>
      (await dataProvider.getList<AuditEntry & { id: number }>('audit-log', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: { model: 'joborder_headers', header_id: job.id } })).data,
    retry: false,
  });
  if (entries.isError) return <Typography color="text.secondary">{translate('app.jobs.no_history')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2 }} data-testid="job-timeline">
      {(entries.data ?? []).map((e) => {
        const log = typeof e.log === 'string' ? (JSON.parse(e.log) as { after?: { job_status?: string } }) : e.log;
        const status = log?.after?.job_status;
        return (
          <li key={e.id}>
            <Typography variant="body2">
              {formatUnix(e.created_at, true)} · {e.action}
              {status !== undefined && <Chip size="small" {...STATE_CHIP} sx={{ ...STATE_CHIP.sx, ml: 1 }} color={STATUS_COLOUR[jobStatusOf(status)]} label={translate(statusLabelKey(status))} />}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
};

/** The request this job was raised from (service_request_id, set by POST /service_requests/{id}/joborder). */
const ServiceRequest = ({ job }: { job: JobRecord & { service_request_id?: number | null } }) => {
  const translate = useTranslate();
  const def = resourceDef('service_requests');
  const route = def.routes[0];
  const { data: request } = useGetOne('service_requests', { id: job.service_request_id ?? 0 }, { enabled: !!job.service_request_id });
  if (!request || !route) return <Typography color="text.secondary">{translate('app.jobs.no_request')}</Typography>;
  return (
    <Link component={RouterLink} to={routeViewPath(route, recordKey(def, request))} data-testid="job-service-request">
      {String(request[def.representation ?? 'id'] ?? request.id)}
    </Link>
  );
};

export const JobExtras = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const key = params.get('id') ?? '';
  const { data: job } = useGetOne<JobRecord & { id: number }>('joborder_headers', { id: key as unknown as number }, { enabled: key !== '' });
  if (!job) return null;
  return (
    <Box sx={{ pb: 2 }} data-testid="job-extras">
      <Section title={translate('app.jobs.actions')}>
        <WorkflowActions collection="joborder_headers" record={job} />
        {/* The service report is written on the technician's screen (modules/field). */}
        <Link component={RouterLink} to={`/pages/services-tools/task-lists?report=${job.id}`} sx={{ display: 'inline-block', mt: 1 }} data-testid="job-report-link">
          {translate('app.field.report')}
        </Link>
      </Section>
      <Section title={translate('app.report_delivery.title')}>
        <ReportDelivery job={job} />
      </Section>
      <Section title={translate('app.jobs.history')}>
        <Transitions job={job} />
      </Section>
      <Section title={translate('app.agreements.coverage')}>
        <JobCoverage jobId={job.id} />
      </Section>
      <Section title={translate('app.jobs.service_request')}>
        <ServiceRequest job={job} />
      </Section>
      {hasPlace(job) && (
        <Section title={translate('app.jobs.site')}>
          <Suspense fallback={null}>
            <JobMap jobs={[job]} selectedId={job.id} />
          </Suspense>
        </Section>
      )}
    </Box>
  );
};
