/**
 * The head of every record's view page (issue 10, item 7): what the record is (its resource and its
 * name, the registry's representation), its status, and what may be done with it: Edit, Delete
 * (behind the same confirm as the form's), Print and Back. Each action shows only when the user's
 * ability allows it. Printing leaves out the app's chrome and these buttons (PRINT_STYLES).
 * A resource's own actions on the record (a sales document's Confirm and Send) come through
 * ViewActionsContext and stand first among them.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { lockReason } from '../../shared/record-lock';
import { useAbility } from './ability';
import { StatusField } from './fields';
import { recordKey, routeManagePath, useListRoute } from './listRoute';
import { fieldDef, useResourceDef } from './registry';
import { DeleteRecordButton, FormHostContext } from './ResourceForm';

/** Elements a printed page leaves out: the app bar, the menu, and anything marked no-print. */
const PRINT_STYLES = {
  '@media print': {
    '.MuiAppBar-root, .RaSidebar-root, .no-print, .RaLayout-appFrame > .MuiToolbar-root': { display: 'none !important' },
    '.RaLayout-appFrame': { marginTop: '0 !important' },
    '.RaLayout-content': { padding: '0 !important' },
    '.MuiPaper-root': { boxShadow: 'none !important' },
  },
};

/** The record's own actions, shown in its view page's header (the record is in context there). */
export const ViewActionsContext = createContext<ReactNode>(null);

/** The record's name as the registry says it (its representation), or its id. */
const RecordName = () => {
  const def = useResourceDef();
  const record = useRecordContext();
  const field = fieldDef(def, def.representation);
  if (!record) return null;
  if (field?.type === 'reference' && record[field.name] != null) return <ReferenceField source={field.name} reference={field.reference!} link={false} />;
  const name = record[def.representation];
  return <>{name === null || name === undefined || name === '' ? `#${record.id}` : String(name)}</>;
};

export const ViewHeader = () => {
  const def = useResourceDef();
  const route = useListRoute();
  const record = useRecordContext();
  const ability = useAbility();
  const translate = useTranslate();
  const navigate = useNavigate();
  const host = useContext(FormHostContext);
  const own = useContext(ViewActionsContext);
  if (!record) return null;
  const canEdit = !def.readonly && !!route && ability.can('update', def.subject);
  // Not where the server would refuse it (a confirmed document, a job order past its editable states).
  const canDelete = !def.readonly && ability.can('delete', def.subject) && !lockReason(def, record);
  // Back to where the user came from in this app, else to the list.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(route?.path ?? '/'));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 2 }} data-testid="view-header" data-record={`${def.resource}/${record.id}`}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.5 }}>
          {translate(route?.labelKey ?? `resources.${def.resource}.name`, { smart_count: 1 })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            <RecordName />
          </Typography>
          <StatusField source="status" />
        </Box>
      </Box>
      <Box className="no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {own}
        <Button size="small" startIcon={<ArrowBackIcon />} onClick={back}>
          {translate('app.view.back')}
        </Button>
        <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('app.view.print')}
        </Button>
        {canEdit ? (
          <Button size="small" variant="contained" startIcon={<EditIcon />} component={Link} to={routeManagePath(route!, recordKey(def, record))}>
            {translate('ra.action.edit')}
          </Button>
        ) : null}
        {canDelete ? (
          <FormHostContext.Provider value={{ ...host, redirectAfterDelete: route?.path ?? false }}>
            <DeleteRecordButton />
          </FormHostContext.Provider>
        ) : null}
      </Box>
    </Box>
  );
};
