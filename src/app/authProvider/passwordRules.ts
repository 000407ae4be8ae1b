/**
 * The password rules the account forms share. The server checks its own (PASSWORD_MIN_LENGTH, the
 * common-passwords list) and answers 422 with the reason; here only the length, read from GET
 * /auth/config once, so a short password is told at once. No composition rules, and pasting is
 * allowed: a password manager's password is the best kind.
 */
import { required, type Validator } from 'react-admin';
import { accountApi } from './api';
import { serverSetting } from '../dataProvider/serverSetting';

/** The server's default PASSWORD_MIN_LENGTH, until its own is known. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 12;

/** PASSWORD_MIN_LENGTH as GET /auth/config answers it, asked once. */
const minLength = serverSetting(async () => (await accountApi.config()).passwordMinLength, DEFAULT_MIN_PASSWORD_LENGTH);
export const loadPasswordMinLength = minLength.load;

/** The fewest characters a new password may have (the default until the server has said). */
export const usePasswordMinLength = (): number => minLength.use(DEFAULT_MIN_PASSWORD_LENGTH);

/** A new password shorter than PASSWORD_MIN_LENGTH characters (counted as the server counts them). */
export const passwordLengthRule: Validator = (value: unknown) => {
  void loadPasswordMinLength();
  const min = minLength.known() ?? DEFAULT_MIN_PASSWORD_LENGTH;
  return typeof value === 'string' && value !== '' && Array.from(value).length < min ? { message: 'app.validation.password', args: { min } } : undefined;
};

export const newPasswordRules: Validator[] = [required(), passwordLengthRule];

/** The confirmation must repeat the `password` field. */
export const confirmPasswordRules: Validator[] = [
  required(),
  (value: unknown, values: Record<string, unknown>) => (value === values.password ? undefined : 'app.account.password.mismatch'),
];
