/**
 * The server's clock in the unit its rows keep: whole seconds since the epoch (created_at,
 * updated_at, token and session times). One place, so nothing reaches into the records layer
 * for the time.
 */
export const unixNow = (): number => Math.floor(Date.now() / 1000);
