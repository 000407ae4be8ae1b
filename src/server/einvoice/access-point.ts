/**
 * The InvoiceNow Access Point as the server speaks to it (docs/operations.md "InvoiceNow"; there is
 * no one standard API between an ERP and its Access Point, so this is the product's, and an Access
 * Point's own API is put behind a small adapter speaking it):
 *
 *   POST {INVOICENOW_AP_URL}/documents
 *   Authorization: Bearer {INVOICENOW_AP_TOKEN}
 *   Idempotency-Key: {the document's einvoice_uuid}
 *   Content-Type: application/xml            (the PINT-SG UBL, as GET .../ubl writes it)
 *
 *   202 {"id", "status": "accepted"}                           taken, to be delivered
 *   200 {"id", "status": "accepted"|"delivered"|"failed", "reason"?}  known key: nothing sent again
 *   4xx {"status": "refused", "reason"}                        refused: not tried again
 *   5xx, a timeout, a dropped connection                       tried again later (einvoice/sender.ts)
 *
 * Delivery comes back later on the webhook (routes/invoicenow.ts), signed.
 */

export type ApOutcome =
  | { kind: 'accepted' | 'delivered' }
  | { kind: 'failed' | 'refused'; reason: string }
  /** Not answered, or 5xx: worth another try. */
  | { kind: 'retry'; reason: string };

export interface AccessPoint {
  send(uuid: string, xml: string): Promise<ApOutcome>;
}

/** The first line of a reason, short enough for the document's einvoice_error (500). */
export const shortReason = (text: unknown): string => String(text ?? '').split('\n')[0].trim().slice(0, 400);

const TIMEOUT_MS = 20_000;

export function accessPoint(url: string, token: string, fetcher: typeof fetch = fetch): AccessPoint {
  return {
    async send(uuid, xml) {
      let res: Response;
      let body: Record<string, unknown> = {};
      try {
        res = await fetcher(`${url}/documents`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': uuid, 'content-type': 'application/xml; charset=utf-8', accept: 'application/json' },
          body: xml,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await res.text();
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = { reason: text.slice(0, 400) };
        }
      } catch (e) {
        return { kind: 'retry', reason: `The Access Point could not be reached: ${shortReason((e as Error)?.cause ?? (e as Error)?.message ?? e)}` };
      }
      const reason = shortReason(body.reason ?? body.message ?? res.statusText);
      if (res.status >= 500 || res.status === 429 || res.status === 408) return { kind: 'retry', reason: `The Access Point answered ${res.status}${reason ? `: ${reason}` : ''}` };
      if (res.status >= 400) return { kind: 'refused', reason: reason || `The Access Point refused the document (${res.status})` };
      if (body.status === 'delivered') return { kind: 'delivered' };
      if (body.status === 'failed' || body.status === 'refused') return { kind: 'failed', reason: reason || 'The Access Point could not deliver the document' };
      return { kind: 'accepted' };
    },
  };
}
