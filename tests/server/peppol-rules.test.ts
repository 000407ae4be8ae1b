/**
 * The set-up of the PINT-SG validation is right (issue 39 "Done when"): every official PINT-SG
 * 1.4.1 example passes the official rules with no fatal finding, and a document broken on purpose
 * (a wrong CustomizationID, totals that do not add up) fails with the rules' ids.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PEPPOL_EXAMPLES, validatePintSg } from '../support/peppol';

const examples = readdirSync(PEPPOL_EXAMPLES).filter((f) => f.endsWith('.xml')).sort();

describe('the official PINT-SG rules', () => {
  it('hold the sixteen official examples', () => expect(examples).toHaveLength(16));

  it.each(examples)('pass %s with no fatal finding', (file) => {
    expect(validatePintSg(readFileSync(join(PEPPOL_EXAMPLES, file), 'utf8')).fatal).toEqual([]);
  });

  it('fail a document whose totals do not add up or that is not PINT-SG', () => {
    const good = readFileSync(join(PEPPOL_EXAMPLES, 'PINT-SG INV example 16 - GST in SGD.xml'), 'utf8');
    const broken = good
      .replace('urn:peppol:pint:billing-1@sg-1', 'urn:cen.eu:en16931:2017')
      .replace('<cbc:PayableAmount currencyID="EUR">36289.05</cbc:PayableAmount>', '<cbc:PayableAmount currencyID="EUR">36289.06</cbc:PayableAmount>');
    expect(broken).not.toBe(good);
    const ids = validatePintSg(broken).fatal.map((f) => f.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids.some((id) => /CO-15|BR-CO-15|ibr-co-15|BR-CO-16|ibr-co-16/i.test(id))).toBe(true);
  });
});
