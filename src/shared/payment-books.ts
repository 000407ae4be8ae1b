/**
 * The two books of money the product keeps alike (api-contract.md "Money in and out", "Purchases and
 * payables"): sales invoices paid by customers' payments, and supplier bills paid by supplier
 * payments. One description each, read by the server's rules (sales/settlement.ts, sales/payment-rules.ts,
 * reports/receivables.ts) and by the app's payments panel (modules/sales/InvoicePayments.tsx), so
 * the two books differ only here.
 */
export interface PaymentBook {
  /** The documents paid. */
  collection: 'sales_invoices' | 'supplier_bills';
  /** Their numbered field and their date. */
  numberField: string;
  dateField: string;
  /** What one document is called in a sentence (invoice, bill), and whose it is (customer, supplier). */
  noun: string;
  party: string;
  /** Whether credit notes are taken off the documents too (they keep `amount_credited`). */
  credited: boolean;
  /** The payments, their allocations, the allocation's field naming the document and the one keeping what it took in the document's currency. */
  payments: 'payments' | 'supplier_payments';
  allocations: 'payment_allocations' | 'supplier_payment_allocations';
  docField: string;
  docAmountField: string;
}

/** Money in: customers' payments on sales invoices. */
export const CUSTOMER_PAYMENTS: PaymentBook = {
  collection: 'sales_invoices',
  numberField: 'invoice_no',
  dateField: 'invoice_date',
  noun: 'invoice',
  party: 'customer',
  credited: true,
  payments: 'payments',
  allocations: 'payment_allocations',
  docField: 'invoice_id',
  docAmountField: 'invoice_amount',
};

/** Money out: payments to suppliers on their bills. */
export const SUPPLIER_PAYMENTS: PaymentBook = {
  collection: 'supplier_bills',
  numberField: 'bill_no',
  dateField: 'bill_date',
  noun: 'bill',
  party: 'supplier',
  credited: false,
  payments: 'supplier_payments',
  allocations: 'supplier_payment_allocations',
  docField: 'bill_id',
  docAmountField: 'bill_amount',
};
