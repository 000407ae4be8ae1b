/** /not-authorized, /coming-soon, /under-maintenance and /error (also the app's error boundary). */
import Button from '@mui/material/Button';
import BuildIcon from '@mui/icons-material/Build';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useLogout, useTranslate } from 'react-admin';
import { currentGuardUser } from '../../guard';
import { HomeButton, MessagePage } from './MessagePage';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, isChunkLoadError } from '../../crud/chunks';

export const NotAuthorizedPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const signedIn = currentGuardUser() !== null;
  return (
    <MessagePage
      testId="not-authorized"
      mark="403"
      title={translate('app.guard.not_authorized.title')}
      body={translate('app.guard.not_authorized.body')}
      actions={
        <>
          <HomeButton />
          {signedIn ? (
            <Button variant="outlined" onClick={() => void logout(undefined, '/login', false)}>
              {translate('app.guard.not_authorized.switch_user')}
            </Button>
          ) : null}
        </>
      }
    />
  );
};

export const ComingSoonPage = () => {
  const translate = useTranslate();
  return <MessagePage testId="coming-soon" mark={<ScheduleIcon fontSize="inherit" />} title={translate('app.guard.coming_soon.title')} body={translate('app.guard.coming_soon.body')} />;
};

export const UnderMaintenancePage = () => {
  const translate = useTranslate();
  return (
    <MessagePage
      testId="under-maintenance"
      mark={<BuildIcon fontSize="inherit" />}
      title={translate('app.guard.maintenance.title')}
      body={translate('app.guard.maintenance.body')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('app.guard.try_again')}
        </Button>
      }
    />
  );
};

/**
 * Something went wrong. As /error it explains and offers a way back; as react-admin's error
 * boundary it also shows the error's message and retries the page.
 */
export const ErrorPage = ({ error, resetErrorBoundary }: { error?: Error; resetErrorBoundary?: (...args: any[]) => void }) => {
  const translate = useTranslate();
  // A page whose code did not arrive: trying the page again would wait on the same import.
  if (isChunkLoadError(error)) {
    return (
      <MessagePage
        testId="chunk-error"
        mark={<ErrorOutlineIcon fontSize="inherit" />}
        title={translate('app.chunk.title')}
        body={translate('app.chunk.body', { seconds: error instanceof ChunkLoadError ? error.seconds : CHUNK_TIMEOUT_MS / 1000 })}
        actions={
          <Button variant="contained" onClick={() => window.location.reload()}>
            {translate('app.chunk.reload')}
          </Button>
        }
      />
    );
  }
  return (
    <MessagePage
      testId="error-page"
      mark={<ErrorOutlineIcon fontSize="inherit" />}
      title={translate('app.guard.error.title')}
      body={error?.message ? translate('app.guard.error.with_message', { message: error.message }) : translate('app.guard.error.body')}
      actions={
        <>
          <Button variant="outlined" onClick={() => (resetErrorBoundary ? resetErrorBoundary() : window.location.reload())}>
            {translate('app.guard.try_again')}
          </Button>
          <HomeButton />
        </>
      }
    />
  );
};
