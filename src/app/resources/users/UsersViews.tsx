/** The user pages: the list with pictures, add (password or invitation), edit with the account panel, view. */
import { EmailField, ReferenceField, TextField } from 'react-admin';
import { usersColumns } from '../../../../generated/app/users/columns';
import { DataList, ResourceCreate, ResourceEdit, ResourceShow, StatusField, UnixDateField } from '../../crud';
import { EmployeeLink } from './EmployeeLink';
import { UserAccountPanel } from './UserAccountPanel';
import { UserAvatarField } from './UserAvatar';
import { UsersForm } from './UsersForm';

export const UsersList = () => <DataList>{[<UserAvatarField key="thumbnail" source="thumbnail" label="app.users.picture" sortable={false} />, ...usersColumns]}</DataList>;

export const UsersCreate = () => (
  <ResourceCreate>
    <UsersForm mode="create" />
  </ResourceCreate>
);

export const UsersEdit = () => (
  <ResourceEdit>
    <UserAccountPanel />
    <EmployeeLink />
    <UsersForm mode="edit" />
  </ResourceEdit>
);

export const UsersShow = () => (
  <ResourceShow>
    <UserAvatarField source="thumbnail" label="app.users.picture" />
    <TextField source="username" />
    <EmailField source="email" />
    <TextField source="first_name" />
    <TextField source="last_name" />
    <TextField source="role" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
