/**
 * Where a service request or job order is, as text (issue 35 item 2): the address kept on the
 * record with its pin (`address`: what was picked in the address search, or the site's address
 * when a site was picked), else, for records kept before there was one, its site's address.
 * The card, the pages, the mails and the service report PDF all read it from here, so they name
 * the same place the map link points at.
 */

/** A site's fields that make its address. */
export interface SiteAddressParts {
  site_name?: unknown;
  addr1?: unknown;
  addr2?: unknown;
  postal?: unknown;
}

const part = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const given = (value: unknown) => {
  const text = part(value);
  return text.toUpperCase() === 'NIL' ? '' : text;
};

/** A site's address as one line: address lines and postal code ('NIL' and empty parts skipped). */
export const siteAddress = (site: SiteAddressParts | null | undefined): string => [site?.addr1, site?.addr2, site?.postal].map(given).filter(Boolean).join(', ');

/** The record's place as text: its kept address, else its site's address. */
export const placeText = (record: { address?: unknown }, site?: SiteAddressParts | null): string => part(record.address) || siteAddress(site);

/** Whether the record is at its site's own address (no address of its own, or the site's). */
export const atSite = (record: { address?: unknown }, site?: SiteAddressParts | null): boolean => !!site && placeText(record, site) === siteAddress(site);

/** The place in one line: the site's name and address when it is at its site, else the kept address alone. */
export const placeLine = (record: { address?: unknown }, site?: SiteAddressParts | null): string =>
  [atSite(record, site) ? part(site?.site_name) : '', placeText(record, site)].filter(Boolean).join(', ');
