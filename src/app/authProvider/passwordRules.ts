/**
 * The password rules the account forms share. The server checks its own (PASSWORD_MIN_LENGTH, the
 * common-passwords list) and answers 422 with the reason; here only the length, read from GET
 * /auth/config once, so a short password is told at once. No composition rules, and pasting is
 * allowed: a password manager's password is the best kind.
 */
import { useEffect, useState } from 'react';
import { required, type Validator } from 'react-admin';
import { accountApi } from './api';

/** The server's default PASSWORD_MIN_LENGTH, until its own is known. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 12;

let known: number | undefined;
let loading: Promise<number> | undefined;

/** PASSWORD_MIN_LENGTH as GET /auth/config answers it, asked once. */
export function loadPasswordMinLength(): Promise<number> {
  loading ??= accountApi.config().then(
    (config) => (known = config.passwordMinLength),
    () => DEFAULT_MIN_PASSWORD_LENGTH,
  );
  return loading;
}

/** The fewest characters a new password may have (the default until the server has said). */
export function usePasswordMinLength(): number {
  const [min, setMin] = useState(known ?? DEFAULT_MIN_PASSWORD_LENGTH);
  useEffect(() => {
    let open = true;
    void loadPasswordMinLength().then((n) => open && setMin(n));
    return () => {
      open = false;
    };
  }, []);
  return min;
}

/** A new password shorter than PASSWORD_MIN_LENGTH characters (counted as the server counts them). */
export const passwordLengthRule: Validator = (value: unknown) => {
  void loadPasswordMinLength();
  const min = known ?? DEFAULT_MIN_PASSWORD_LENGTH;
  return typeof value === 'string' && value !== '' && Array.from(value).length < min ? { message: 'app.validation.password', args: { min } } : undefined;
};

export const newPasswordRules: Validator[] = [required(), passwordLengthRule];

/** The confirmation must repeat the `password` field. */
export const confirmPasswordRules: Validator[] = [
  required(),
  (value: unknown, values: Record<string, unknown>) => (value === values.password ? undefined : 'app.account.password.mismatch'),
];
