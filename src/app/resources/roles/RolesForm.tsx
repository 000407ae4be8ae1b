/**
 * The role form: name, description, the home path its users land on, and the rule set edited
 * as a matrix. The admin role always has manage all (the server refuses a change), so its
 * rules and name show locked.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormDataConsumer, SelectInput, TextInput, useInput, useRecordContext, useTranslate } from 'react-admin';
import { MENU_AREAS } from '../../../shared/resource-spec';
import type { AbilityRule } from '../../../shared/wire';
import { fieldRules, ResourceForm } from '../../crud';
import { allResources, fieldDef, resourceDef } from '../../crud/registry';
import { abilityOf, isAllowed, PATHS } from '../../guard';
import { AbilityMatrix } from './AbilityMatrix';

export const ADMIN_ROLE = 'admin';
const rules = fieldRules('roles');
/** Whether this build's roles carry a home path (schema/admin/roles.yaml). */
export const ROLES_HAVE_HOME = fieldDef(resourceDef('roles'), 'home') !== undefined;

const AbilityInput = ({ locked }: { locked: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'ability', defaultValue: [] });
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="subtitle1" sx={{ mt: 1 }}>
        {translate('app.roles.matrix.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(locked ? 'app.roles.matrix.admin' : 'app.roles.matrix.help')}
      </Typography>
      {fieldState.error?.message ? <Alert severity="error">{translate(fieldState.error.message, { _: fieldState.error.message })}</Alert> : null}
      <AbilityMatrix rules={field.value} onChange={locked ? undefined : (next) => field.onChange(next)} />
    </Box>
  );
};

/** Pages a role's users may land on: the dashboard and every list route, by menu area. */
function useHomeChoices(current: unknown): Array<{ id: string; name: string }> {
  const translate = useTranslate();
  const routes = allResources.flatMap((def) => def.routes).sort((a, b) => MENU_AREAS.indexOf(a.menu.area) - MENU_AREAS.indexOf(b.menu.area) || a.menu.order - b.menu.order);
  const choices = [
    { id: PATHS.dashboard, name: translate('app.menu.dashboard') },
    ...routes.map((route) => ({ id: route.path, name: `${translate(`app.menu.areas.${route.menu.area}`)} › ${translate(route.labelKey, { smart_count: 2 })}` })),
  ];
  // A home this build has no page for still shows, as its path.
  return typeof current === 'string' && current !== '' && !choices.some((c) => c.id === current) ? [...choices, { id: current, name: current }] : choices;
}

const HomeInput = ({ home, ability }: { home: unknown; ability: unknown }) => {
  const translate = useTranslate();
  const choices = useHomeChoices(home);
  const unreachable = typeof home === 'string' && home !== '' && Array.isArray(ability) && !isAllowed(home, abilityOf(ability as AbilityRule[]));
  return (
    <Box>
      <SelectInput source="home" choices={choices} emptyText="app.roles.home_default" label="app.roles.home" helperText="app.roles.home_help" fullWidth />
      {unreachable ? <Alert severity="warning">{translate('app.roles.home_unreachable')}</Alert> : null}
    </Box>
  );
};

export const RolesForm = () => {
  const record = useRecordContext();
  const locked = record?.name === ADMIN_ROLE;
  return (
    <ResourceForm>
      <TextInput source="name" validate={rules.name} disabled={locked} />
      <TextInput source="description" validate={rules.description} />
      {ROLES_HAVE_HOME ? <FormDataConsumer>{({ formData }) => <HomeInput home={formData.home} ability={formData.ability} />}</FormDataConsumer> : null}
      <AbilityInput locked={locked} />
    </ResourceForm>
  );
};
