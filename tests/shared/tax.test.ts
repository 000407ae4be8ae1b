import { describe, expect, it } from 'vitest';
import { defaultSalesTaxCode, documentTotals, lineAmountCents, rateOn, roundHalfUp, storedBreakdown, toCents } from '../../src/shared/tax';
import { GST_RATES } from '../../src/server/seed/reference-data/lists';
import { singaporeDate } from '../../src/shared/singapore-time';

const sr = GST_RATES.filter((r) => r.code === 'SR');

describe('the tax engine (integer cents)', () => {
  it('rounds half up, also where binary floating point falls short of .5', () => {
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(0.49)).toBe(0);
    expect(roundHalfUp(-0.5)).toBe(-1);
    expect(toCents(1.005)).toBe(101); // 1.005 * 100 is 100.49999999999999 in binary
    expect(toCents(2.675)).toBe(268);
  });

  it('works a line as qty x unit price less the discount percent, to the cent', () => {
    expect(lineAmountCents({ qty: 3, unit_price: 19.99 })).toBe(5997);
    expect(lineAmountCents({ qty: 1, unit_price: 0.15, discount: 50 })).toBe(8); // 7.5 cents -> 8
    expect(lineAmountCents({ qty: 1, unit_price: 0.05, discount: 10 })).toBe(5); // 4.5 cents -> 5
    expect(lineAmountCents({ qty: 2.5, unit_price: 10, discount: 100 })).toBe(0);
    expect(lineAmountCents({ qty: 1, unit_price: 10, discount: 150 })).toBe(0); // clamped to 100%
    expect(lineAmountCents({ qty: '2', unit_price: '12.50' })).toBe(2500);
  });

  it('rounds GST once on the subtotal by default: half up at .005', () => {
    // 0.55 at 9% = 4.95 cents -> 5; and 10.50 at 9% = 94.5 cents -> 95
    expect(documentTotals([{ qty: 1, unit_price: 0.55 }], 9).gst).toBe(5);
    const t = documentTotals([{ qty: 1, unit_price: 10.5 }], 9);
    expect(t).toMatchObject({ subtotal: 1050, gst: 95, total: 1145 });
  });

  it('rounds GST per line when asked, which can differ from per document', () => {
    const lines = [
      { qty: 1, unit_price: 0.05 },
      { qty: 1, unit_price: 0.05 },
      { qty: 1, unit_price: 0.05 },
    ]; // each line 0.45 cents of GST at 9%
    expect(documentTotals(lines, 9, 'document')).toMatchObject({ subtotal: 15, gst: 1, total: 16 }); // 1.35 -> 1
    expect(documentTotals(lines, 9, 'line')).toMatchObject({ subtotal: 15, gst: 0, total: 15 }); // 0 + 0 + 0
    const halves = [{ qty: 1, unit_price: 0.5 }, { qty: 1, unit_price: 0.5 }]; // 4.5 cents each
    expect(documentTotals(halves, 9, 'line').gst).toBe(10);
    expect(documentTotals(halves, 9, 'document').gst).toBe(9);
  });

  it('gives the total in base currency at the exchange rate', () => {
    expect(documentTotals([{ qty: 1, unit_price: 100 }], 9, 'document', 1.3456).totalBase).toBe(14667); // 109.00 x 1.3456 = 146.6704
    expect(documentTotals([{ qty: 1, unit_price: 100 }], 9).totalBase).toBe(10900);
  });

  it('takes 8% in 2023 and 9% from 2024-01-01 from the rate history', () => {
    expect(rateOn(sr, singaporeDate('2023-06-15'))).toBe(8);
    expect(rateOn(sr, singaporeDate('2023-12-31'))).toBe(8);
    expect(rateOn(sr, singaporeDate('2023-12-31') + 86_399)).toBe(8); // the last second of 2023 (a date-time)
    expect(rateOn(sr, singaporeDate('2024-01-01') + 3600)).toBe(9);
    expect(rateOn(sr, singaporeDate('2024-01-01'))).toBe(9);
    expect(rateOn(sr, singaporeDate('2022-12-31'))).toBe(7);
    expect(rateOn(sr, singaporeDate('1990-01-01'))).toBeUndefined();
    const [at8, at9] = [8, 9].map((rate) => documentTotals([{ qty: 3, unit_price: 33.33, discount: 10 }], rate));
    expect(at8).toMatchObject({ subtotal: 8999, gst: 720, total: 9719 }); // 89.991 -> 89.99; 7.1992 -> 7.20
    expect(at9).toMatchObject({ subtotal: 8999, gst: 810, total: 9809 }); // 8.0991 -> 8.10
  });
  it('works GST per sales tax code: SR and DS at the rate, each code rounded once; the others at 0; no code is SR (issue 39)', () => {
    const lines = [
      { qty: 1, unit_price: 10.5, tax_code: 'SR' },
      { qty: 1, unit_price: 10.5, tax_code: 'DS' },
      { qty: 1, unit_price: 500, tax_code: 'ZR' },
      { qty: 1, unit_price: 12.34, tax_code: 'ES33' },
      { qty: 1, unit_price: 10.5 },
    ];
    const t = documentTotals(lines, 9);
    // SR 21.00 (two lines, one without a code) -> 1.89 once; DS 10.50 -> 0.945 -> 0.95.
    expect(t.byCode).toEqual([
      { code: 'SR', net: 2100, rate: 9, gst: 189 },
      { code: 'ZR', net: 50000, rate: 0, gst: 0 },
      { code: 'ES33', net: 1234, rate: 0, gst: 0 },
      { code: 'DS', net: 1050, rate: 9, gst: 95 },
    ]);
    expect(t).toMatchObject({ subtotal: 54384, gst: 284, total: 54668 });
    expect(documentTotals(lines, 9, 'line').byCode[0]).toEqual({ code: 'SR', net: 2100, rate: 9, gst: 190 }); // 0.95 + 0.95
    // The stored document's breakdown follows the rounding its GST was worked with.
    expect(storedBreakdown({ gst_percent: 9, gst_amount: 2.85 }, lines)[0].gst).toBe(190);
    expect(storedBreakdown({ gst_percent: 9, gst_amount: 2.84 }, lines)[0].gst).toBe(189);
  });

  it("gives a customer's default sales tax code: OS without GST, ZR outside Singapore, else SR", () => {
    expect(defaultSalesTaxCode({ gst: true, country: 'Singapore' })).toBe('SR');
    expect(defaultSalesTaxCode({ gst: 1, country: '' })).toBe('SR');
    expect(defaultSalesTaxCode(undefined)).toBe('SR');
    expect(defaultSalesTaxCode({ gst: true, country: 'Malaysia' })).toBe('ZR');
    expect(defaultSalesTaxCode({ gst: 0, country: 'Malaysia' })).toBe('OS');
    expect(defaultSalesTaxCode({ gst: false, country: 'Singapore' })).toBe('OS');
  });
});
