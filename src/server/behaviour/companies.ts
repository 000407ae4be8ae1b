/**
 * A company's Peppol id (issue 39: where InvoiceNow delivers its e-invoices) is an ISO 6523
 * participant id, "<4-digit scheme>:<identifier>"; under Singapore's scheme 0195 the identifier is
 * a UEN (as InvoiceNow writes it, SGUEN<UEN>). Anything else is refused with a sentence (422 on
 * `peppol_id`); letters are compared in any case.
 */
import { defineBehaviour } from '../behaviours';
import { PEPPOL_ID } from '../business/details';
import { HttpError } from '../errors';

const PARTICIPANT = /^\d{4}:[A-Za-z0-9][A-Za-z0-9.:_-]{0,99}$/;

export default defineBehaviour(() => ({
  validate({ input }) {
    const value = input?.values.peppol_id;
    if (typeof value !== 'string' || !value.trim()) return;
    const id = value.trim().toUpperCase().replace(/\s+/g, '');
    const refuse = (title: string) => {
      throw new HttpError('VALIDATION_FAILED', [{ title, meta: { field: 'peppol_id' } }]);
    };
    if (!PARTICIPANT.test(id)) refuse(`The Peppol id "${value}" is not a participant id: a 4-digit scheme, a colon and the identifier (e.g. 0195:SGUEN201912345K)`);
    if (id.startsWith('0195:') && !PEPPOL_ID.test(id)) refuse(`The Peppol id "${value}" uses Singapore's scheme 0195, which takes a UEN (e.g. 0195:SGUEN201912345K)`);
  },
}));
