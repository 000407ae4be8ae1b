/**
 * npm run reset-mfa -- <username or email>: remove a user's second factors from the server's
 * command line (auth/mfa-reset.ts), for when no administrator can sign in to do it (the last
 * administrator lost their phone). The same as POST /users/{id}/reset-mfa: audited, every session
 * of the user ended, the user mailed. It uses the settings the server uses (DATABASE_URL, DATA_DIR,
 * SMTP_*), and may run while the server runs.
 */
import { loadSettings } from '../src/server/config';
import { build } from '../src/server/app';
import { Sessions } from '../src/server/auth/sessions';
import { MfaReset } from '../src/server/auth/mfa-reset';
import { createMailer } from '../src/server/mail/mailer';

const name = process.argv[2]?.trim();
if (!name || process.argv.length > 3) {
  console.error('Usage: npm run reset-mfa -- <username or email>');
  process.exit(2);
}

// A one-shot task, not a server: no daily jobs.
const settings = { ...loadSettings(), visitPlanning: false, overdueReminders: false, slaCheckSeconds: 0 };
const built = await build(settings);
const { db } = built.database;
const mailer = createMailer(settings, db, built.app.log);
try {
  const sessions = new Sessions(db, settings);
  const user = await sessions.findByLogin(name);
  if (!user) {
    console.error(`No user is called ${name}`);
    process.exitCode = 1;
  } else {
    const answer = await new MfaReset(db, settings, sessions, mailer, console).reset(Number(user.id), null);
    const mail = { sent: 'mailed', queued: 'mail queued in the outbox (no SMTP relay is set)', failed: 'the mail could not be sent (see the outbox)', 'no-address': 'not mailed: the user has no email address' }[answer.mail];
    console.log(
      `${answer.had_factor ? 'Removed the second factor of' : 'No second factor was set up for'} ${user.username}; their sessions are ended; ${mail}.` +
        '\nThey sign in with their password, and set a factor up again if their role requires one.',
    );
  }
} finally {
  mailer.close();
  await built.app.close();
}
