/**
 * The PayNow QR's payload (src/shared/paynow.ts): the CRC against known-good vectors (the
 * CRC-16/CCITT-FALSE check value, and SGQR payloads issued by Singapore banks' systems), and the
 * field layout of what we build: UEN proxy, fixed amount, invoice number as reference, CRC last.
 */
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, emvFields, payNowPayload } from '../../src/shared/paynow';

/** Issued payloads: everything but the last four characters is what the CRC covers. */
const ISSUED = [
  '00020101021226580009SG.PAYNOW010120213T08GB0025ACT1030100414202309281618205204000053037025406203.005802SG5915JTC CORPORATION6009SINGAPORE62260122RD030320230928293002816304E9D2',
  '00020101021226580009SG.PAYNOW010120213201543956D0020301004142020111919400752045999530370254041.005802SG5918FOMO PAY PTE. LTD.6009SINGAPORE62260122QY03022020111940207560630422F3',
];

describe('PayNow payload', () => {
  it('computes CRC-16/CCITT-FALSE: the standard check value and the CRCs of issued SGQR payloads', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    for (const payload of ISSUED) expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
    // One character changed changes the CRC.
    expect(crc16CcittFalse(ISSUED[0].slice(0, -4).replace('203.00', '203.01'))).not.toBe('E9D2');
  });

  it('lays out a UEN payment of a fixed amount with the invoice number as reference, the CRC last', () => {
    const payload = payNowPayload({ uen: '201912345k', amount: 1090.5, reference: 'INV-00042', merchantName: 'CoolAir Services Pte Ltd' });
    const fields = emvFields(payload);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(Object.fromEntries(emvFields(fields.get('26')!))).toEqual({ '00': 'SG.PAYNOW', '01': '2', '02': '201912345K', '03': '0' });
    expect(fields.get('53')).toBe('702');
    expect(fields.get('54')).toBe('1090.50');
    expect(fields.get('58')).toBe('SG');
    expect(fields.get('59')).toBe('CoolAir Services Pte Ltd');
    expect(Object.fromEntries(emvFields(fields.get('62')!))).toEqual({ '01': 'INV-00042' });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16CcittFalse(payload.slice(0, -4)));
    expect(payload).toBe(
      '000201' + '010212' + '2637' + '0009SG.PAYNOW' + '01012' + '0210201912345K' + '03010' + '52040000' + '5303702' + '54071090.50' +
        '5802SG' + '5924CoolAir Services Pte Ltd' + '6009Singapore' + '6213' + '0109INV-00042' + '6304' +
        crc16CcittFalse(payload.slice(0, -4)),
    );
  });

  it('cuts the name and reference to 25 characters and refuses an amount of nothing', () => {
    const fields = emvFields(payNowPayload({ uen: 'T08GB0025A', amount: 1, reference: 'R'.repeat(40), merchantName: 'N'.repeat(40) }));
    expect(fields.get('59')).toHaveLength(25);
    expect(emvFields(fields.get('62')!).get('01')).toHaveLength(25);
    expect(() => payNowPayload({ uen: 'T08GB0025A', amount: 0, reference: 'X', merchantName: 'N' })).toThrow(/above zero/);
  });
});
