/** The role pages: create and edit with the matrix form, and a read-only view of the same matrix. */
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ResourceCreate, ResourceEdit, ResourceShow, StatusField } from '../../crud';
import { AbilityMatrix } from './AbilityMatrix';
import { ROLES_HAVE_HOME, RolesForm } from './RolesForm';

export const RolesCreate = () => (
  <ResourceCreate>
    <RolesForm />
  </ResourceCreate>
);

export const RolesEdit = () => (
  <ResourceEdit>
    <RolesForm />
  </ResourceEdit>
);

const RulesField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Labeled label={translate('app.roles.matrix.title')} fullWidth>
      <AbilityMatrix rules={record?.ability} />
    </Labeled>
  );
};

export const RolesShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="description" />
    {ROLES_HAVE_HOME ? <TextField source="home" label="app.roles.home" emptyText="/dashboard" /> : null}
    <StatusField source="status" />
    <RulesField />
  </ResourceShow>
);
