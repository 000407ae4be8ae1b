/**
 * What a job card's buttons do: View Job opens the view page; Edit opens the manage page, or for
 * a job past Accepted shows the spec's error toast (`Job cannot be modified due to JOB STATUS:
 * {label}`); Void Job asks 'Are you sure', deletes the job and takes it off the screen. Follow-up
 * (of a Done or Completed job) and Duplicate make the new job on the server and open it.
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDelete, useTranslate } from 'react-admin';
import { ConfirmDialog, useToasts } from '../../crud/list/feedback';
import { recordKey, routeManagePath, routeViewPath } from '../../crud/listRoute';
import { resourceDef } from '../../crud/registry';
import { jobApi } from './jobApi';
import { isEditableJob, jobStatusOf, statusLabelKey, type JobRecord } from './jobStatus';
import { refusalText } from './jobText';

/** Follow-up is offered from Done and Completed (api-contract.md, Job orders). */
export const mayFollowUp = (job: JobRecord) => ['4', '5'].includes(jobStatusOf(job.job_status));

const def = resourceDef('joborder_headers');
const mainRoute = def.routes[0]!;

export function useJobActions(onVoided: (job: JobRecord) => void) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const toasts = useToasts();
  const [deleteOne, { isPending }] = useDelete();
  const [asked, setAsked] = useState<JobRecord | null>(null);

  const blockedMessage = useCallback(
    (job: JobRecord) => translate('app.jobs.cannot_modify', { status: translate(statusLabelKey(job.job_status)) }),
    [translate],
  );
  const view = useCallback((job: JobRecord) => navigate(routeViewPath(mainRoute, recordKey(def, job))), [navigate]);
  const edit = useCallback(
    (job: JobRecord) => (isEditableJob(job.job_status) ? navigate(routeManagePath(mainRoute, recordKey(def, job))) : toasts.error(blockedMessage(job))),
    [navigate, toasts, blockedMessage],
  );
  const askVoid = useCallback((job: JobRecord) => setAsked(job), []);
  const makeFrom = useCallback(
    (kind: 'follow_up' | 'duplicate') => (job: JobRecord) =>
      (kind === 'follow_up' ? jobApi.followUp(job) : jobApi.duplicate(job)).then(
        (made) => {
          toasts.success(translate(`app.jobs.${kind}_made`, { ticket: made.ticket_no ?? '', from: job.ticket_no ?? '' }));
          navigate(routeViewPath(mainRoute, recordKey(def, made)));
        },
        (e) => toasts.error(refusalText(e, translate('app.list.toast.not_saved'))),
      ),
    [navigate, toasts, translate],
  );
  const followUp = useMemo(() => makeFrom('follow_up'), [makeFrom]);
  const duplicate = useMemo(() => makeFrom('duplicate'), [makeFrom]);

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      busy={isPending}
      content="app.jobs.void_question"
      contentArgs={{ ticket: asked?.ticket_no ?? '' }}
      onCancel={() => setAsked(null)}
      onAccept={() => {
        const job = asked;
        if (!job) return;
        deleteOne(
          'joborder_headers',
          { id: job.id, previousData: job },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              setAsked(null);
              onVoided(job);
              toasts.success(translate('app.notify.deleted'));
            },
            onError: (error) => {
              setAsked(null);
              toasts.error(error);
            },
          },
        );
      }}
    />
  );
  return { view, edit, askVoid, followUp, duplicate, dialog, blockedMessage };
}
