/** The user's role, chosen from the open roles (users.role holds the role's name). */
import { SelectInput, useGetList, type Validator } from 'react-admin';

export const RoleInput = ({ validate }: { validate?: Validator[] }) => {
  const { data, isPending, error } = useGetList('roles', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'O' },
  });
  const choices = (data ?? []).map((role) => ({ id: role.name as string, name: role.description ? `${role.name} — ${role.description}` : (role.name as string) }));
  return (
    <SelectInput
      source="role"
      label="resources.users.fields.role"
      choices={choices}
      isPending={isPending}
      validate={validate}
      helperText={error ? error.message : undefined}
    />
  );
};
