/**
 * The full-layout message pages (not authorized, not found, coming soon, under maintenance,
 * errors): a big mark, a title, a line of explanation and the way on from there.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { currentGuardUser, currentHomePath } from '../../guard';

interface MessagePageProps {
  /** A short code or word shown large: 404, 403. */
  mark: ReactNode;
  title: string;
  body: ReactNode;
  actions?: ReactNode;
  testId: string;
}

export const MessagePage = ({ mark, title, body, actions, testId }: MessagePageProps) => (
  <Box
    component="main"
    data-testid={testId}
    sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4, textAlign: 'center', bgcolor: 'background.default' }}
  >
    <Typography variant="h1" color="primary" component="div" aria-hidden>
      {mark}
    </Typography>
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
      {body}
    </Typography>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>{actions ?? <HomeButton />}</Box>
  </Box>
);

/** Back to the user's home, or to the sign-in page for someone not signed in. */
export const HomeButton = () => {
  const translate = useTranslate();
  const signedIn = currentGuardUser() !== null;
  return (
    <Button component={Link} to={currentHomePath()} variant="contained">
      {translate(signedIn ? 'app.guard.home' : 'app.auth.back_to_login')}
    </Button>
  );
};
