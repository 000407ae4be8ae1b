/**
 * A colleague's public card (api-contract.md, "Colleagues"): `GET /users/{id}` answers every
 * signed-in user the name and picture of a user, so note and comment authors, a document's "User"
 * column and assignees show names to every role. The whole record (email, role, status,
 * preferences) stays with those who may read users.
 */
import type { WireRecord } from '../db/codec';

/** The collection whose records have a public card. */
export const COLLEAGUES = 'users';

/** The card's fields, as the contract lists them (display_name is made from the others). */
export const CARD_FIELDS = ['id', 'username', 'first_name', 'last_name', 'display_name', 'thumbnail'] as const;

/** A user's name as people read it: first and last name, else the username. */
export const displayName = (user: WireRecord): string => [user.first_name, user.last_name].filter((v) => typeof v === 'string' && v.trim() !== '').join(' ') || String(user.username ?? '');

/** The public card of a user record. */
export function colleagueCard(user: WireRecord): WireRecord {
  return {
    id: user.id,
    username: user.username ?? null,
    first_name: user.first_name ?? null,
    last_name: user.last_name ?? null,
    display_name: displayName(user),
    thumbnail: user.thumbnail ?? null,
  };
}
