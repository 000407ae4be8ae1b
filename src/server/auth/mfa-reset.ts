/**
 * Resetting a user's second factors (api-contract.md, "Second factor and sessions"): an
 * administrator's POST /users/{id}/reset-mfa, or the command line (`npm run reset-mfa --
 * <username>`, scripts/reset-mfa.ts) when no administrator can sign in any more. Every factor goes
 * (auth/factors.ts: the authenticator app, its recovery codes, passkeys), with an audit entry in the
 * same transaction; then every session of the user ends and the user is mailed. A user whose role
 * requires a factor sets a new one up at their next sign-in.
 */
import type { Kysely } from 'kysely';
import type { Settings } from '../config';
import type { Mail, Mailer } from '../mail/mailer';
import { unixNow } from '../clock';
import { notFound } from '../errors';
import { removeFactors } from './factors';
import type { Sessions } from './sessions';

/** The audit entry's action. */
export const MFA_RESET_ACTION = 'reset-mfa';
/** Why the user's sessions ended (auth_sessions.revoked_reason). */
export const MFA_RESET_REASON = 'second factor reset';

export type ResetMail = 'sent' | 'queued' | 'failed' | 'no-address';

export interface MfaResetAnswer {
  /** Whether the user had a factor set up (a pending, unconfirmed one does not count). */
  had_factor: boolean;
  /** What became of the mail to the user. */
  mail: ResetMail;
}

/** The mail telling a user their second factor was reset, and what to do if they did not ask for it. */
export function mfaResetMail(settings: Settings, to: string, name: string | null, by: string): Mail {
  return {
    to,
    subject: 'Your second factor was reset',
    text: [
      `Hello${name ? ` ${name}` : ''},`,
      '',
      `${by} removed the second factor of your account (the authenticator app, its recovery codes and any passkeys), and you were signed out everywhere.`,
      `Sign in again at ${settings.publicUrl} with your password; if your role requires a second factor, you will be asked to set one up.`,
      '',
      'If you did not ask for this, tell your administrator at once.',
    ].join('\n'),
  };
}

export class MfaReset {
  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Settings,
    private readonly sessions: Sessions,
    private readonly mailer: Mailer,
    private readonly log: { error: (details: object, message: string) => void },
  ) {}

  /** Reset user `userId`'s factors; `actor`: the administrator (null from the command line). 404 for no such user. */
  async reset(userId: number, actor: { id: number; username: string } | null): Promise<MfaResetAnswer> {
    const user = await this.db.selectFrom('users').select(['id', 'username', 'email', 'first_name']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound(`User ${userId} was not found`);
    const now = unixNow();
    const hadFactor = await this.db.transaction().execute(async (trx) => {
      const had = await removeFactors(trx, userId);
      const log = { action: MFA_RESET_ACTION, before: null, after: null, had_factor: had, by: actor ? actor.username : 'command line' };
      await trx
        .insertInto('audit_logs')
        .values({ model: 'users', header_id: userId, user_id: actor?.id ?? null, action: MFA_RESET_ACTION, log: JSON.stringify(log), status: 'O', created_at: now, updated_at: now, created_by: actor?.id ?? null, updated_by: actor?.id ?? null })
        .execute();
      return had;
    });
    await this.sessions.revokeAll(userId, MFA_RESET_REASON);
    return { had_factor: hadFactor, mail: await this.mail(user, actor) };
  }

  private async mail(user: Record<string, any>, actor: { username: string } | null): Promise<ResetMail> {
    if (!user.email) return 'no-address';
    const by = actor ? `An administrator (${actor.username})` : 'An administrator, from the server\'s command line,';
    try {
      return await this.mailer.send(mfaResetMail(this.settings, user.email, user.first_name ?? user.username, by));
    } catch (e) {
      // The reset stands: the mail waits in the outbox as failed, to be sent again from there.
      this.log.error({ err: e, to: user.email }, 'the second-factor reset mail could not be sent');
      return 'failed';
    }
  }
}
