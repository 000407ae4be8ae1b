/**
 * What `npm start` tells a person in the console (README, "Quick start"): where the app is, which
 * database it uses, the first administrator's password once, and how to see more. The server log
 * itself stays quiet unless something needs attention (LOG_REQUESTS=true logs every request).
 */
import type { Settings } from './config';

/** Fastify's "Server listening at ..." lines, one per interface: the banner says it once, for people. */
export const isListeningMessage = (message: unknown): boolean => typeof message === 'string' && message.startsWith('Server listening at ');

/** The address to open in a browser: the public URL when set, else this machine on the port. */
export function localUrl(settings: Pick<Settings, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', ''].includes(settings.host) ? 'localhost' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return `http://${host}:${settings.port}`;
}

/** A database URL without its password. */
export function safeDatabaseUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]+):[^@]*@/, '$1:***@');
}

export interface BannerFacts {
  settings: Pick<Settings, 'host' | 'port' | 'databaseUrl' | 'adminUsername' | 'appDir' | 'mfaEnforce'>;
  /** Set only on the start that created the first user with a random password. */
  generatedPassword?: string;
  appServed: boolean;
}

export function startBanner({ settings, generatedPassword, appServed }: BannerFacts): string {
  const lines = [
    '',
    '  Field Service Back-office is running',
    '',
    `  Open        ${localUrl(settings)}${appServed ? '' : `   (API only: no built app in ${settings.appDir})`}`,
    `  Database    ${safeDatabaseUrl(settings.databaseUrl)}`,
  ];
  if (generatedPassword) {
    lines.push(
      '',
      `  First start: sign in as "${settings.adminUsername}" with the password  ${generatedPassword}`,
      '  It is shown only this once: change it from your profile after signing in',
      '  (set ADMIN_PASSWORD before the first start to choose it). Signing in, you set up',
      '  a second factor (an authenticator app) before anything else.',
    );
  }
  if (!settings.mfaEnforce) {
    lines.push(
      '',
      '  WARNING     MFA_ENFORCE=off: roles that require a second factor (admin, finance) work',
      '              without one. For tests and local demos only; unset it for real use.',
    );
  }
  lines.push('', '  Stop with Ctrl+C. LOG_REQUESTS=true logs every request.', '');
  return lines.join('\n');
}
