/**
 * Sales invoices beyond their traits (priced_document prices them, chained_document numbers and
 * locks them at confirm): the due date follows the invoice date and the payment terms ("Net 30":
 * 30 days later; COD: the same day); a draft's balance is its total; confirming one works out its
 * payment status (Overdue when confirmed after its due date). An invoice with payments or credit
 * notes against it is not reopened or voided before they are (409), so its balance always
 * explains itself (sales/settlement.ts).
 */
import { CUSTOMER_PAYMENTS, settledDocumentRules } from '../sales/payment-rules';

/** The rules themselves are shared with supplier bills (sales/payment-rules.ts). */
export default settledDocumentRules(CUSTOMER_PAYMENTS);
