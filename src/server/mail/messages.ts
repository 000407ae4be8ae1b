/**
 * The account mails. Links point at the app's pages under PUBLIC_URL: /auth/verify-email,
 * /auth/reset-password and /auth/set-password, each with `?token=`.
 */
import type { Settings } from '../config';
import { ACCOUNT_TOKEN_TTL, type AccountTokenKind } from '../auth/account-tokens';
import type { Mail } from './mailer';

const PAGE_OF: Record<AccountTokenKind, string> = {
  verify: '/auth/verify-email',
  reset: '/auth/reset-password',
  invite: '/auth/set-password',
};

const PRODUCT = 'Field Service Back-office';

export function accountLink(settings: Settings, kind: AccountTokenKind, token: string): string {
  return `${settings.publicUrl}${PAGE_OF[kind]}?token=${encodeURIComponent(token)}`;
}

const hours = (kind: AccountTokenKind) => {
  const h = ACCOUNT_TOKEN_TTL[kind] / 3600;
  return h === 1 ? 'one hour' : h % 24 === 0 ? `${h / 24} days` : `${h} hours`;
};

const greeting = (name: string | null | undefined) => `Hello${name ? ` ${name}` : ''},`;

/** A message that opens with a greeting of its own ("Dear Mr Tan,", "Hi Ann", "Good morning"). */
const OWN_GREETING = /^\s*(dear|hi|hello|hey|greetings|good (morning|afternoon|evening|day)|to whom)\b/i;

/** A line that closes a letter ("Regards,", "Best regards", "Thanks", "Yours sincerely", …). */
const SIGN_OFF = /^(((kind|best|warm|warmest)\s+)?regards|rgds|thanks?( you)?( very much)?|many thanks|sincerely|yours( sincerely| faithfully| truly)?|cheers|best( wishes)?)\b[\s,.!]*$/i;

/** A message that ends with its own sign-off: one of its last three lines closes it (the name may follow). */
const signsOff = (message: string) =>
  message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-3)
    .some((l) => SIGN_OFF.test(l));

/**
 * A letter to a customer or supplier: "Dear <name>," (else "Dear customer,"), the sender's message
 * when there is one, then the lines. A message that opens with its own greeting is not preceded by ours
 * (issue 25.7: the mail read "Dear Ann,\n\nDear Ann, …"), and one that ends with its own sign-off
 * is the letter's body, as in Odoo's composer: our lines do not follow its "Regards" (issue 34).
 */
export function customerLetter(name: string | null | undefined, message: string | null | undefined, lines: string[]): string {
  const own = message?.trim() ?? '';
  const opening = OWN_GREETING.test(own) ? [] : [`Dear ${name?.trim() || 'customer'},`, ''];
  if (own && signsOff(own)) return [...opening, own].join('\n');
  return [...opening, ...(own ? [own, ''] : []), ...lines].join('\n');
}

/** A mail carrying a single-use account link: greeting, why, the link, how long it works. */
function accountLinkMail(settings: Settings, kind: AccountTokenKind, mail: { to: string; name: string | null; subject: string; why: string; after?: string }, token: string): Mail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: [
      greeting(mail.name),
      '',
      mail.why,
      accountLink(settings, kind, token),
      '',
      `The link works once and for ${hours(kind)}.${mail.after ? ` ${mail.after}` : ''}`,
    ].join('\n'),
  };
}

export function verifyEmailMail(settings: Settings, to: string, name: string | null, token: string): Mail {
  return accountLinkMail(
    settings,
    'verify',
    {
      to,
      name,
      subject: `Confirm your email address for ${PRODUCT}`,
      why: 'Please confirm your email address to finish creating your account:',
      after: 'If you did not register, ignore this mail.',
    },
    token,
  );
}

export function resetPasswordMail(settings: Settings, to: string, name: string | null, token: string): Mail {
  return accountLinkMail(
    settings,
    'reset',
    {
      to,
      name,
      subject: `Reset your ${PRODUCT} password`,
      why: 'Someone asked to reset the password of your account. To choose a new password, open:',
      after: 'If you did not ask for it, ignore this mail; your password stays as it is.',
    },
    token,
  );
}

export function invitationMail(settings: Settings, to: string, username: string, token: string): Mail {
  return accountLinkMail(
    settings,
    'invite',
    {
      to,
      name: username,
      subject: `You have been invited to ${PRODUCT}`,
      why: `An account with the username "${username}" was created for you. Choose your password here:`,
    },
    token,
  );
}

/** Sent instead of a second account when someone registers with an address already in use. */
export function alreadyRegisteredMail(settings: Settings, to: string, username: string): Mail {
  return {
    to,
    subject: `Your ${PRODUCT} account`,
    text: [
      greeting(username),
      '',
      'Someone tried to register a new account with this email address, which already has one.',
      `Sign in at ${settings.publicUrl}/login, or ask for a new password at ${settings.publicUrl}/forgot-password.`,
      '',
      'If it was not you, ignore this mail.',
    ].join('\n'),
  };
}

/**
 * A sign-in from a browser and system the user has not signed in from before (auth/session-list.ts;
 * NEW_SIGN_IN_MAIL=off turns it off): what, where from and when, and what to do if it was not them.
 */
export function newSignInMail(settings: Settings, to: string, name: string | null, sign: { device: string; address: string | null; at: number }): Mail {
  const when = `${new Date(sign.at * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to,
    subject: `New sign-in to your ${PRODUCT} account`,
    text: [
      greeting(name),
      '',
      `Your account was signed in to from a browser it had not been signed in from before: ${sign.device}${sign.address ? `, from the address ${sign.address}` : ''}, at ${when}.`,
      '',
      'If it was you, there is nothing to do.',
      `If it was not, change your password at once on your profile page, ${settings.publicUrl}/profile, where you can also sign that session out.`,
    ].join('\n'),
  };
}
