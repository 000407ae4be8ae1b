/** What a list says while it loads, when nothing matches, and when the server refused. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { failureText } from './feedback';

/** A list's name inside a sentence: lower case, except in German, which capitalises nouns. */
function useInSentence(name: string): string {
  const [locale] = useLocaleState();
  return locale === 'de' ? name : name.toLowerCase();
}

export const ListLoading = ({ name }: { name: string }) => {
  const translate = useTranslate();
  const inSentence = useInSentence(name);
  return (
    <Box sx={{ p: 2 }} role="status" data-testid="list-loading">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.list.loading', { name: inSentence })}
      </Typography>
      <LinearProgress />
    </Box>
  );
};

export const ListEmpty = ({ name, statusLabel }: { name: string; statusLabel: string | null }) => {
  const translate = useTranslate();
  const inSentence = useInSentence(name);
  const { filterValues } = useListContext();
  const q = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
  const args = { name: inSentence, q, status: statusLabel ?? '' };
  const key = q ? (statusLabel ? 'app.list.empty_search_status' : 'app.list.empty_search') : statusLabel ? 'app.list.empty_status' : 'app.list.empty';
  return (
    <Typography sx={{ p: 2 }} color="text.secondary" role="status" data-testid="list-empty">
      {translate(key, args)}
    </Typography>
  );
};

/** The server's message (the contract's title + meta), and a way to try again. */
export const ListError = ({ name }: { name: string }) => {
  const translate = useTranslate();
  const inSentence = useInSentence(name);
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      data-testid="list-error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.list.load_failed', { name: inSentence })}</AlertTitle>
      {failureText(error) ?? translate('ra.notification.http_error')}
    </Alert>
  );
};
