/** /privacypolicy: the privacy notice under Singapore's PDPA, in plain text from the locale files. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { AuthShell, LinkLine } from '../auth/AuthShell';

/** The notice's sections in order; each has a title and a body (paragraphs split by a blank line). */
export const PRIVACY_SECTIONS = ['scope', 'collect', 'use', 'consent', 'disclose', 'protect', 'retain', 'access', 'storage', 'contact', 'changes'] as const;

export const PrivacyPolicyPage = () => {
  const translate = useTranslate();
  return (
    <AuthShell title={translate('app.account.privacy.title')} subtitle={translate('app.account.privacy.intro')} width={820}>
      {PRIVACY_SECTIONS.map((id, index) => (
        <Box component="section" key={id} aria-labelledby={`privacy-${id}`}>
          <Typography variant="h6" component="h2" id={`privacy-${id}`} gutterBottom>
            {`${index + 1}. ${translate(`app.account.privacy.sections.${id}.title`)}`}
          </Typography>
          {translate(`app.account.privacy.sections.${id}.body`)
            .split('\n\n')
            .map((paragraph, i) => (
              <Typography key={i} variant="body2" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
                {paragraph}
              </Typography>
            ))}
        </Box>
      ))}
      <LinkLine to="/" label={translate('app.account.privacy.back')} />
    </AuthShell>
  );
};
