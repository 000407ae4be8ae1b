/**
 * The API as the app's own screens call it outside react-admin's data provider: the account
 * pages (public /auth calls), preferences and thumbnails. One http client serves the data
 * provider and these calls, so a token refresh is shared by all of them.
 */
import { createHttpClient } from '../dataProvider/httpClient';
import type { SessionInfo } from '../../shared/wire';

export const API_URL = '/api/v1';

export const httpClient = createHttpClient(API_URL);

/** A file the API answers (an import template, an error file, a report's workbook): its bytes and type; a refusal throws the server's sentence. */
export const apiFile = (path: string) => httpClient.file(`${API_URL}${path}`);

/** GET /auth/config: what the sign-in page offers. */
export interface AuthConfig {
  registration: boolean;
  social: Array<{ provider: string; label: string }>;
  /** PASSWORD_MIN_LENGTH: the fewest characters a new password may have. */
  passwordMinLength: number;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
}


/** An image as the upload calls carry it (api-contract.md, Files). */
export interface Base64File {
  name: string;
  base64: string;
  fileType: string;
}

const post = (path: string, body: unknown) => httpClient(`${API_URL}${path}`, { method: 'POST', body });

export const accountApi = {
  config: async (): Promise<AuthConfig> => {
    const data = (await httpClient(`${API_URL}/auth/config`)).json?.data ?? {};
    return { registration: data.registration === true, social: Array.isArray(data.social) ? data.social : [], passwordMinLength: Number.isInteger(data.password_min_length) ? data.password_min_length : 12 };
  },
  register: (registration: Registration) => post('/auth/register', registration),
  verifyEmail: (token: string) => post('/auth/verify-email', { token }),
  forgotPassword: (email: string) => post('/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) => post('/auth/reset-password', { token, password }),
  /** An invited user chooses their first password. */
  setPassword: (token: string, password: string) => post('/auth/set-password', { token, password }),
  /** Where the browser goes to sign in with a provider. */
  socialRedirect: async (provider: string): Promise<string> => (await post('/auth/social/redirect', { provider })).json.data.url,
  /** The signed-in user's own preferences; null removes a key. */
  /** The signed-in user changes their own password with the current one; their other sessions end. */
  changeOwnPassword: (currentPassword: string, password: string) => post('/auth/me/password', { current_password: currentPassword, password }),
  updatePreferences: (changes: Record<string, unknown>) => httpClient(`${API_URL}/auth/me/preferences`, { method: 'PATCH', body: changes }),
  /** The authenticator app (auth/totp.ts on the server): whether it is on, setting it up, turning it off. */
  totpState: async (): Promise<boolean> => (await httpClient(`${API_URL}/auth/me/totp`)).json?.data?.enabled === true,
  totpBegin: async (): Promise<{ secret: string; otpauth_url: string }> => (await post('/auth/me/totp', {})).json.data,
  totpConfirm: async (code: string): Promise<string[]> => (await post('/auth/me/totp/confirm', { code })).json.data.recovery_codes,
  totpOff: (password: string, code: string) => httpClient(`${API_URL}/auth/me/totp`, { method: 'DELETE', body: { password, code } }),
  /** The signed-in user's open sessions (routes/sessions.ts on the server), ending one, ending all others. */
  sessions: async (): Promise<SessionInfo[]> => (await httpClient(`${API_URL}/auth/me/sessions`)).json.data,
  endSession: (id: number) => httpClient(`${API_URL}/auth/me/sessions/${id}`, { method: 'DELETE' }),
  endOtherSessions: async (): Promise<number> => (await post('/auth/me/sessions/end-others', {})).json.data.ended,
  uploadUserThumbnail: (userId: number | string, file: Base64File) => post(`/users/${encodeURIComponent(String(userId))}/thumbnail`, file),
};

/** A browser File as the contract's {name, base64, fileType}. */
export function readAsBase64(file: File): Promise<Base64File> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name, base64: url.slice(url.indexOf(',') + 1), fileType: file.type || 'application/octet-stream' });
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
