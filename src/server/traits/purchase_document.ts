/**
 * The behaviour of the purchase_document trait (schema/traits/purchase_document.yaml): on every
 * save the server works out each purchase line's amount (qty × unit cost) and the document's
 * totals as priced documents are worked out (traits/priced_document.ts: the standard rate on the
 * document's date, its rate to SGD, integer cents), GST per input tax code (shared/tax.ts
 * purchaseTotals: only TX and BL lines carry the rate). Whatever figures the browser sent are ignored.
 */
import { purchaseTotals } from '../../shared/tax';
import { defineBehaviour } from '../behaviours';
import { pricingStep } from './priced_document';

export default defineBehaviour(() => ({ compute: pricingStep('purchase_line', purchaseTotals) }));
