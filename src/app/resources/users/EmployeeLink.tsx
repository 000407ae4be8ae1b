/**
 * On a user's edit page: the employee record the user is (a technician is a user linked to an
 * employee). The link lives on the employee (employees.user_id), which the server reads to hold a
 * technician to their own jobs; choosing another employee moves it, choosing none removes it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useAbility } from '../../crud/ability';

interface Employee {
  id: number;
  code?: string | null;
  display_name?: string | null;
  user_id?: number | null;
}

/** Employees a business has: tens to hundreds, read in one answer. */
const ALL = 10000;

export const EmployeeLink = () => {
  const user = useRecordContext();
  const ability = useAbility();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const mayLink = ability.can('update', 'employees');
  const employees = useQuery({
    queryKey: ['employees', 'user-link'],
    enabled: mayLink,
    queryFn: async () => (await dataProvider.getList<Employee>('employees', { pagination: { page: 1, perPage: ALL }, sort: { field: 'display_name', order: 'ASC' }, filter: { status: 'O' } })).data,
  });
  if (!user || !mayLink) return null;
  const linked = (employees.data ?? []).find((e) => e.user_id === user.id) ?? null;

  const link = async (chosen: Employee | null) => {
    try {
      if (linked && linked.id !== chosen?.id) await dataProvider.update('employees', { id: linked.id, data: { user_id: null }, previousData: linked });
      if (chosen && chosen.id !== linked?.id) await dataProvider.update('employees', { id: chosen.id, data: { user_id: user.id }, previousData: chosen });
      notify('app.users.employee_linked', { type: 'success' });
    } catch (e) {
      notify(e instanceof Error ? e.message : 'app.list.toast.not_saved', { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: ['employees'] });
  };

  return (
    <Box sx={{ maxWidth: 480, my: 1 }}>
      <Autocomplete<Employee>
        options={employees.data ?? []}
        value={linked}
        loading={employees.isPending}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(e) => [e.display_name, e.code && `(${e.code})`].filter(Boolean).join(' ')}
        onChange={(_, chosen) => void link(chosen)}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={translate('app.users.employee')}
            helperText={translate('app.users.employee_help')}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'user-employee' } }}
          />
        )}
      />
    </Box>
  );
};
