/**
 * What the generated views show of a resource's YAML workflow: the state as a coloured chip, and
 * an action button for each transition the server says the user may run now
 * (GET /{res}/{id}/transitions), so the buttons never offer what the server would refuse.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, type FieldProps } from 'react-admin';
import type { TransitionOption, WorkflowDataProvider } from '../dataProvider';
import { useResourceDef } from './registry';

/**
 * A state chip: the state's colour on the border and the label in the text colour, since white
 * on the palette's lighter colours (info, warning) is below 4.5:1 and axe-core refuses it.
 */
export const STATE_CHIP = { variant: 'outlined', sx: { color: 'text.primary', borderWidth: 2 } } as const;

/** The record's workflow state with its label (translated) and the colour the YAML gives it. */
export const WorkflowStateField = ({ source }: FieldProps) => {
  const def = useResourceDef();
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  const state = def.workflow?.states.find((s) => s.value === value);
  if (!state) return null;
  return <Chip size="small" {...STATE_CHIP} color={state.color} label={translate(`resources.${def.resource}.options.${source}.${state.value}`, { _: state.label })} />;
};

/**
 * A transition that has a call of its own (a service request's "Create job order" raises the job
 * with POST /service_requests/{id}/joborder): it answers the page to go to after it, so every
 * button of that transition ends on the same page (issue 35 item 6).
 */
export type TransitionCall = (id: number | string) => Promise<string | void>;
const OWN_CALLS = new Map<string, TransitionCall>();

/** Give `resource`'s transition `name` its own call, for every button that runs it. */
export function registerTransitionCall(resource: string, name: string, call: TransitionCall): void {
  OWN_CALLS.set(`${resource}.${name}`, call);
}

/** One button per transition the user may run now on the record in context. */
export const WorkflowActions = () => {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & WorkflowDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [transitions, setTransitions] = useState<TransitionOption[]>([]);
  const [running, setRunning] = useState(false);
  const id = record?.id;
  // Asked again whenever the record changes (its updated_at is its version).
  const version = record?.updated_at;
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    dataProvider.getTransitions(resource, { id }).then(
      ({ data }) => current && setTransitions(data),
      () => current && setTransitions([]),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, id, version]);
  const run = async (name: string) => {
    setRunning(true);
    try {
      const own = OWN_CALLS.get(`${resource}.${name}`);
      const to = own ? await own(id!) : void (await dataProvider.runTransition(resource, { id: id!, name }));
      if (to) navigate(to);
      else refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  if (!transitions.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }} aria-label={translate('app.workflow.actions')}>
      {transitions.map((t) => (
        <Button key={t.name} variant="outlined" size="small" disabled={running} onClick={() => void run(t.name)}>
          {translate(`resources.${resource}.transitions.${t.name}`, { _: t.label })}
        </Button>
      ))}
    </Stack>
  );
};
