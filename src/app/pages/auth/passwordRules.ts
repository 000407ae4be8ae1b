/** The password rules the account forms share (the server checks its own and answers 422 with the reason). */
import { minLength, required, type Validator } from 'react-admin';

export const MIN_PASSWORD_LENGTH = 8;

export const newPasswordRules: Validator[] = [required(), minLength(MIN_PASSWORD_LENGTH, 'app.validation.password')];

/** The confirmation must repeat the `password` field. */
export const confirmPasswordRules: Validator[] = [
  required(),
  (value: unknown, values: Record<string, unknown>) => (value === values.password ? undefined : 'app.account.password.mismatch'),
];
