/** Quick view: a side panel beside the list with every field of the clicked row. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { RecordContextProvider, ReferenceField, useTranslate, type RaRecord } from 'react-admin';
import { useDateLocale } from '../../preferences';
import { StatusField } from '../fields';
import { useResourceDef } from '../registry';
import { describeColumn } from './columns';
import { valueText } from './values';

/** System fields shown after the resource's own. */
const SYSTEM = ['status', 'created_at', 'updated_at'];

export const QuickView = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const [dateLocale] = useDateLocale();
  const title = String(record[def.representation] ?? record.id);
  // Every field but passwords, described as columns, so each type reads as it does in the list.
  const fields = [...def.fields.filter((f) => f.type !== 'password').map((f) => f.name), ...SYSTEM].map((source) => describeColumn(def, source));
  return (
    <Paper component="aside" aria-label={translate('app.list.quick_view')} data-testid="quick-view" sx={{ width: 360, flexShrink: 0, ml: 2, mt: 8, alignSelf: 'flex-start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, pb: 1 }}>
        <Typography variant="h6" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <RecordContextProvider value={record}>
        <Box component="dl" sx={{ m: 0, p: 2, display: 'grid', gridTemplateColumns: '40% 60%', rowGap: 1, columnGap: 1 }}>
          {fields.map((column) => (
            <Box key={column.source} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(column.labelKey, { _: column.source })}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {column.kind === 'status' ? (
                  <StatusField source={column.source} />
                ) : column.kind === 'reference' && column.reference && record[column.source] != null ? (
                  <ReferenceField source={column.source} reference={column.reference} link={false} />
                ) : (
                  valueText(column, record[column.source], { resource: def.resource, translate, dateLocale })
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      </RecordContextProvider>
    </Paper>
  );
};
