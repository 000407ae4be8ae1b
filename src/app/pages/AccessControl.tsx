/** /access-control (subject ACL, read): the signed-in user's role and what its rules let them do. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { session } from '../authProvider/session';
import { currentHomePath } from '../guard';
import { AbilityMatrix } from '../resources/roles/AbilityMatrix';

export const AccessControlPage = () => {
  const translate = useTranslate();
  const user = session.read()?.user;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.guard.access.title')} />
      <CardContent>
        <Typography variant="h6" component="h1" data-testid="access-role">
          {translate('app.guard.access.role', { role: user?.role ?? '' })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.guard.access.home', { home: currentHomePath() })}
        </Typography>
        <AbilityMatrix rules={user?.ability ?? []} />
      </CardContent>
    </Card>
  );
};
