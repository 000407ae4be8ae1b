/** The panels' rules that need no screen (spec section 5), kept apart so they are tested alone. */

import { MAX_NOTE_FILES } from '../../../shared/resource-spec';
import { acceptedExtensions } from '../../../shared/document-types';

export { MAX_NOTE_FILES };
export const DESCRIPTION_CUT = 25;

/**
 * The files a note would have after adding `picked` to the `kept` stored ones and the `pending`
 * new ones: a name already there is skipped; past the third file the rest is refused.
 */
export function addFiles<T extends { name: string }>(kept: Array<{ name: string }>, pending: T[], picked: T[]): { pending: T[]; refused: boolean } {
  const next = [...pending];
  let refused = false;
  for (const file of picked) {
    if (kept.some((a) => a.name === file.name) || next.some((f) => f.name === file.name)) continue;
    if (kept.length + next.length >= MAX_NOTE_FILES) {
      refused = true;
      break;
    }
    next.push(file);
  }
  return { pending: next, refused };
}

/** The `accept` of a file input for a document type's extensions ('.pdf' or 'jpg, png'); undefined for any. */
export function acceptOf(extension: unknown): string | undefined {
  const accepted = acceptedExtensions(extension);
  return accepted.length ? accepted.join(',') : undefined;
}

/** A revision number as typed: a decimal ('1.5', or '1,5' as some locales write it), else 0. */
export function revisionOf(typed: string): number {
  const n = Number.parseFloat(typed.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** A description cut at 25 characters with an ellipsis; whole when short enough. */
export const cutDescription = (text: string): string => (text.length > DESCRIPTION_CUT ? `${text.slice(0, DESCRIPTION_CUT)}…` : text);
