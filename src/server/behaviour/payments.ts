/**
 * Payments (api-contract.md "Money in and out"): money from a customer allocated to its confirmed
 * invoices. A payment counts while confirmed (it is recorded so, status C by default): its
 * allocations are taken off the invoices' balances in the same transaction (sales/settlement.ts),
 * and one above an invoice's balance answers 422 naming the allocation. Voiding a confirmed
 * payment gives the balances back; otherwise a confirmed payment is left as it is (409). The
 * allocations may not add up to more than the amount; `unallocated` is what they leave.
 *
 * Money carries its currency (DESIGN.md): a payment is in `currency_id` (SGD by default) and pays
 * invoices in that currency; one in SGD may also pay a foreign-currency invoice, its allocation
 * converted at the invoice's rate (SGD 1,342.50 pays USD 1,000.00 of an invoice at 1.3425; the SGD
 * equivalent of the balance, what the invoice's PayNow QR asks, settles it exactly). Any other pair
 * is refused in a sentence (422). Each allocation keeps what it took off its invoice in the
 * invoice's currency (`invoice_amount`); the payment keeps its SGD amount (`amount_base`): its
 * allocations at their invoices' rates, and what is unallocated at its own rate, which is the rate
 * given, else that of the first invoice it pays in its currency, else the masterlist's on its date.
 */
import { CUSTOMER_PAYMENTS, paymentRules } from '../sales/payment-rules';

/** The rules themselves are shared with supplier payments (sales/payment-rules.ts). */
export default paymentRules(CUSTOMER_PAYMENTS);
