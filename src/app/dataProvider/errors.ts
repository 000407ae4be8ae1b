/**
 * A refused write as a form shows it (spec section 8, api-contract.md "Errors"): the message is
 * the first entry's title and its first meta value; entries whose meta names a field (`field`,
 * or `source`) belong under that field; anything else (a 409 conflict, a stale update, a confirmed
 * document, a duplicate not tied to an input) is said once, with its title, beside the form.
 *
 * react-admin reads `error.body.errors` of a failed save as the form's field errors (an object
 * by field name) and says "The form is not valid" when it finds any. The contract's `errors` is a
 * list, so a data provider that handed it over unchanged turned every refusal into that sentence.
 * `formError` gives react-admin what it expects: `errors` only when some entry names a field (by
 * name, with `root.serverError` the message, which react-admin then shows instead of its own
 * sentence), and the contract's list kept as `apiErrors` for whoever needs all of it.
 */
import { HttpError } from 'react-admin';
import type { ErrorEntry } from '../../shared/wire';

export type ApiErrorEntry = Partial<ErrorEntry> & { meta?: Record<string, unknown> };

/** The contract's error list of a failed call, whichever form its body is in now. */
export function apiErrorsOf(error: unknown): ApiErrorEntry[] {
  const body = (error as { body?: { errors?: unknown; apiErrors?: unknown } } | null)?.body;
  if (Array.isArray(body?.apiErrors)) return body.apiErrors as ApiErrorEntry[];
  return Array.isArray(body?.errors) ? (body.errors as ApiErrorEntry[]) : [];
}

/** The form field an entry is about, when its meta names one. */
export function fieldOf(entry: ApiErrorEntry): string | undefined {
  const named = entry.meta?.field ?? entry.meta?.source;
  return typeof named === 'string' && named !== '' ? named : undefined;
}

/** The first entry's title (the alert's text), or the error's message when there is no list. */
export function firstTitle(error: unknown): string | undefined {
  const title = apiErrorsOf(error)[0]?.title;
  if (typeof title === 'string' && title.trim()) return title;
  return error instanceof Error && error.message.trim() ? error.message : undefined;
}

/** The field errors of a refusal: the first title per named field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of apiErrorsOf(error)) {
    const field = fieldOf(entry);
    if (field && entry.title && !(field in out)) out[field] = entry.title;
  }
  return out;
}

/** A failed create or update as react-admin's forms read it (see above); other errors pass unchanged. */
export function formError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const entries = apiErrorsOf(error);
  if (!entries.length) return error;
  const fields = fieldErrorsOf(error);
  const { errors: _list, ...rest } = (error.body ?? {}) as Record<string, unknown>;
  const body = {
    ...rest,
    apiErrors: entries,
    ...(Object.keys(fields).length ? { errors: { ...fields, root: { serverError: error.message } } } : {}),
  };
  const mapped = new HttpError(error.message, error.status, body);
  return mapped;
}
