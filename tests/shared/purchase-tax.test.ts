/**
 * A purchase document's totals (shared/tax.ts purchaseTotals, issue 38): qty × unit cost per line,
 * GST per input tax code, only TX and BL at the standard rate, each code's GST rounded once on its
 * subtotal (or per line when asked), and the SGD amounts at the document's rate.
 */
import { describe, expect, it } from 'vitest';
import { PURCHASE_TAX_CODES, purchaseCodeRated, purchaseTotals } from '../../src/shared/tax';

describe('purchaseTotals', () => {
  it('charges the standard rate on TX and BL lines only, rounded once per code', () => {
    const totals = purchaseTotals(
      [
        { qty: 3, unit_cost: '10.05', tax_code: 'TX' }, // 30.15
        { qty: 1, unit_cost: '10.05', tax_code: 'TX' }, // 10.05 -> TX 40.20 x 9% = 3.618 -> 3.62
        { qty: 4, unit_cost: '120', tax_code: 'ZP' },
        { qty: 1, unit_cost: '33.33', tax_code: 'OP' },
        { qty: 1, unit_cost: '10.01', tax_code: 'BL' }, // 0.9009 -> 0.90
        { qty: 2, unit_cost: '7.77', tax_code: 'NR' },
        { qty: 1, unit_cost: '99', tax_code: 'IM' },
      ],
      9,
    );
    expect(totals.lines).toEqual([3015, 1005, 48000, 3333, 1001, 1554, 9900]);
    expect(totals.gstByCode).toEqual({ TX: 362, ZP: 0, OP: 0, BL: 90, NR: 0, IM: 0 });
    expect([totals.subtotal, totals.gst, totals.total]).toEqual([67808, 452, 68260]);
  });

  it('rounds per line when asked, takes TX for a line without a code, and gives SGD at the rate', () => {
    const lines = [
      { qty: 1, unit_cost: '0.05' }, // 0.0045 -> 0.00 per line
      { qty: 1, unit_cost: '0.05', tax_code: 'TX' },
    ];
    expect(purchaseTotals(lines, 9, 'document').gst).toBe(1); // 0.10 x 9% = 0.009 -> 0.01
    expect(purchaseTotals(lines, 9, 'line').gst).toBe(0);
    const usd = purchaseTotals([{ qty: 1, unit_cost: '100', tax_code: 'TX' }], 9, 'document', 1.3425);
    expect([usd.subtotalBase, usd.gstBase, usd.totalBase]).toEqual([13425, 1208, 14633]);
  });

  it('knows the eight IRAS input tax codes', () => {
    expect([...PURCHASE_TAX_CODES]).toEqual(['TX', 'ZP', 'IM', 'ME', 'EP', 'OP', 'BL', 'NR']);
    expect(PURCHASE_TAX_CODES.filter(purchaseCodeRated)).toEqual(['TX', 'BL']);
  });
});
