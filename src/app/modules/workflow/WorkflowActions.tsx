/**
 * A record's workflow actions (api-contract.md "Workflows"): a button for each transition the
 * caller may run now (GET /{collection}/{id}/transitions), running it by name
 * (POST /{collection}/{id}/transitions/{name}) unless the page gives that transition a call of
 * its own (a service request's "Create job order" makes the job). Then every query of the
 * collection refetches; a refusal shows the server's reason.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useToasts } from '../../crud/list/feedback';

export interface Transition {
  name: string;
  label: string;
  to: string;
}

const recordUrl = (collection: string, id: number | string) => `${API_URL}/${collection}/${encodeURIComponent(String(id))}`;

export const workflowApi = {
  transitions: async (collection: string, id: number | string): Promise<Transition[]> => (await httpClient(`${recordUrl(collection, id)}/transitions`)).json.data,
  run: async (collection: string, id: number | string, name: string) => (await httpClient(`${recordUrl(collection, id)}/transitions/${encodeURIComponent(name)}`, { method: 'POST', body: {} })).json.data,
};

export const WorkflowActions = ({
  collection,
  record,
  own = {},
}: {
  collection: string;
  record: { id: number; updated_at?: number };
  /** Transitions that have a call of their own, by name. */
  own?: Record<string, () => Promise<unknown>>;
}) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const transitions = useQuery({
    queryKey: [collection, 'transitions', record.id, record.updated_at],
    queryFn: () => workflowApi.transitions(collection, record.id),
    retry: false,
  });
  const run = (t: Transition) =>
    (own[t.name] ?? (() => workflowApi.run(collection, record.id, t.name)))().then(
      () => {
        toasts.success();
        void queryClient.invalidateQueries({ queryKey: [collection] });
      },
      (e) => toasts.error(e),
    );
  if (transitions.isError || transitions.data?.length === 0) return <Typography color="text.secondary">{translate('app.jobs.no_actions')}</Typography>;
  return (
    <Stack direction="row" spacing={1} data-testid="workflow-actions">
      {(transitions.data ?? []).map((t) => (
        <Button key={t.name} variant="outlined" size="small" onClick={() => run(t)} data-transition={t.name}>
          {translate(`resources.${collection}.transitions.${t.name}`, { _: t.label })}
        </Button>
      ))}
    </Stack>
  );
};
