/**
 * The PayNow QR's payload: an SGQR / EMVCo merchant-presented string of tag-length-value fields
 * that a Singapore banking app reads to pay a UEN a fixed amount with a reference.
 *
 *   00 payload format "01", 01 point of initiation "12" (dynamic: one payment),
 *   26 merchant account { 00 "SG.PAYNOW", 01 proxy type "2" (UEN), 02 the UEN, 03 editable "0" },
 *   52 category "0000", 53 currency "702" (SGD), 54 the amount, 58 "SG", 59 the name, 60 the city,
 *   62 additional data { 01 bill number: the reference }, 63 CRC16/CCITT-FALSE of all before it
 *   (including "6304"), four upper-case hex digits.
 */

/** CRC-16/CCITT-FALSE (poly 0x1021, initial 0xFFFF, no reflection, no final XOR) over the UTF-8 bytes. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One tag-length-value field; the length counts characters, two digits, so at most 99. */
function field(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

export interface PayNowRequest {
  /** The payee's UEN (proxy type 2). */
  uen: string;
  /** In SGD; printed with two decimals. */
  amount: number;
  /** Shown to the payer and sent back with the payment: the invoice number (at most 25 characters). */
  reference: string;
  /** The payee's name as the payer's app shows it (at most 25 characters). */
  merchantName: string;
  city?: string;
}

/** The payload for a QR of one payment: a fixed (not editable) amount to a UEN, with the reference. */
export function payNowPayload({ uen, amount, reference, merchantName, city = 'Singapore' }: PayNowRequest): string {
  if (!(amount > 0) || !Number.isFinite(amount)) throw new Error('A PayNow amount must be above zero');
  const account = field('00', 'SG.PAYNOW') + field('01', '2') + field('02', uen.trim().toUpperCase()) + field('03', '0');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '702') +
    field('54', amount.toFixed(2)) +
    field('58', 'SG') +
    field('59', merchantName.trim().slice(0, 25) || 'NA') +
    field('60', city.slice(0, 15)) +
    field('62', field('01', reference.trim().slice(0, 25))) +
    '6304';
  return body + crc16CcittFalse(body);
}

/** The fields of a payload as tag → value (nested templates stay as strings): for tests and checks. */
export function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > payload.length) throw new Error(`Not an EMV payload at ${at}`);
    fields.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
