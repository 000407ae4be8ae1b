/** /error-404, and the catch-all that sends unknown paths there. */
import { Link, Navigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4 }}>
      <Typography variant="h1" color="primary">404</Typography>
      <Typography variant="h5">{translate('app.not_found.title')}</Typography>
      <Typography color="text.secondary">{translate('app.not_found.body')}</Typography>
      <Button component={Link} to="/dashboard" variant="contained">
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
};

export const ToNotFound = () => <Navigate to="/error-404" replace />;
