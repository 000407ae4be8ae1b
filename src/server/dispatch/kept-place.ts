/**
 * A record's pin and the address kept with it as text always agree (issue 35 item 2): the service
 * request's and the job order's behaviours run this on every write, after the app's map widget
 * (AddressMapInput) has done the same on screen.
 * - A write that gives another address keeps it as given (the widget sends it with its pin).
 * - A write that moves the pin (latitude, longitude) without a new address drops the old text,
 *   which no longer describes where the pin is.
 * - A write that changes the site and leaves pin and text as they were takes both from the new
 *   site (its coordinates and its address; none when it has none or no site is left).
 */
import type { WireRecord } from '../db/codec';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Registry } from '../registry';
import { siteAddress } from '../../shared/place-text';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || a === b;

/** The site's pin and address, or nulls (no site, or a site without a place). */
export async function sitePlace(uow: UnitOfWork, registry: Registry, siteId: unknown): Promise<{ latitude: number | null; longitude: number | null; address: string | null }> {
  const site = Number.isSafeInteger(siteId)
    ? await uow.trx.selectFrom(registry.require('company_locations').def.table).select(['addr1', 'addr2', 'postal', 'latitude', 'longitude']).where('id', '=', siteId as number).executeTakeFirst()
    : undefined;
  const located = site && !blank(site.latitude) && !blank(site.longitude);
  return { latitude: located ? Number(site.latitude) : null, longitude: located ? Number(site.longitude) : null, address: siteAddress(site) || null };
}

/** Keep `values` (a write's input) so that the record's pin and address text agree; `current`: the record as stored. */
export async function keepPlaceTogether(uow: UnitOfWork, registry: Registry, current: WireRecord | null, values: Record<string, unknown>): Promise<void> {
  if (!current) return; // a new record: as given (a new job takes its site's place in its own behaviour)
  const changed = (field: string) => values[field] !== undefined && !same(values[field], current[field]);
  if (changed('address')) return;
  if (changed('latitude') || changed('longitude')) {
    if (!blank(current.address)) values.address = null;
    return;
  }
  if (changed('site_id')) Object.assign(values, await sitePlace(uow, registry, values.site_id));
}
