/**
 * The GST F5 return (api-contract.md "GST: tax codes, InvoiceNow ... and the F5 return"), shared by
 * the server that works it out (server/reports/gst-f5.ts) and the page that shows it
 * (app modules/reports/GstF5.tsx): its boxes, the names IRAS's filing API gives them, the
 * documents it counts (and which the filed periods lock: server/sales/gst-periods.ts), and the
 * answer of `GET /reports/gst-f5`.
 */

/** The boxes the return fills, in the form's order. */
export const F5_BOXES = ['1', '2', '3', '4', '5', '6', '7', '8', '13'] as const;
export type F5Box = (typeof F5_BOXES)[number];

/** The boxes holding tax (their documents' `gst` adds up to them); the others hold values (`net`). */
export const TAX_BOXES: ReadonlySet<F5Box> = new Set(['6', '7', '8']);

/** IRAS's filing-API names of the boxes that are filed (4 and 8 are worked out from them). */
export const F5_FIELDS = {
  totStdSupply: '1',
  totZeroSupply: '2',
  totExemptSupply: '3',
  totTaxPurchase: '5',
  outputTaxDue: '6',
  inputTaxRefund: '7',
  revenue: '13',
} as const satisfies Record<string, F5Box>;
export type F5Field = keyof typeof F5_FIELDS;

/** A document the return counts: confirmed, dated inside the period; credit notes count negative. */
export interface GstDocument {
  collection: 'sales_invoices' | 'credit_notes' | 'supplier_bills';
  dateField: string;
  numberField: string;
  /** Sales (boxes 1-4, 6, 13) or purchases (5, 7). */
  side: 'sales' | 'purchases';
  /** +1, or -1 for what takes supplies back (credit notes). */
  sign: 1 | -1;
  /** The app's page of such documents. */
  route: string;
}

export const GST_DOCUMENTS: readonly GstDocument[] = [
  { collection: 'sales_invoices', dateField: 'invoice_date', numberField: 'invoice_no', side: 'sales', sign: 1, route: '/pages/sales-tools/sales-invoice' },
  { collection: 'credit_notes', dateField: 'credit_note_date', numberField: 'credit_note_no', side: 'sales', sign: -1, route: '/pages/sales-tools/credit-note' },
  { collection: 'supplier_bills', dateField: 'bill_date', numberField: 'bill_no', side: 'purchases', sign: 1, route: '/pages/purchases/supplier-bill' },
];

export const gstDocumentOf = (collection: string): GstDocument | undefined => GST_DOCUMENTS.find((d) => d.collection === collection);

/** One document behind a box: its value and tax in that box, SGD. */
export interface F5Entry {
  collection: GstDocument['collection'];
  id: number;
  number: string | null;
  /** YYYY-MM-DD */
  date: string;
  net: number;
  gst: number;
}

/** `GET /reports/gst-f5` answers `{data: F5Return}`; money in SGD dollars, to the cent. */
export interface F5Return {
  boxes: Record<F5Box, number>;
  fields: Record<F5Field, number>;
  documents: Record<F5Box, F5Entry[]>;
}

/** The app's page of a GST period's return. */
export const GST_F5_PATH = '/pages/sales-tools/gst-f5';

/** What each box holds, as the form words it (the server's workbook and PDF; the app has them in locales/). */
export const F5_BOX_TITLES: Record<F5Box, string> = {
  '1': 'Total value of standard-rated supplies',
  '2': 'Total value of zero-rated supplies',
  '3': 'Total value of exempt supplies',
  '4': 'Total value of (1) + (2) + (3)',
  '5': 'Total value of taxable purchases',
  '6': 'Output tax due',
  '7': 'Input tax and refunds claimed',
  '8': 'Net GST to be paid to (or claimed from) IRAS',
  '13': 'Revenue',
};
