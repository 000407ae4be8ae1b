/**
 * The small reference lists a Singapore field-service and sales business starts with: record and
 * job statuses, GST history, units of measure, document types, customer segments and the
 * prefixes of the document numbering series. Wire values, as an API client would send them.
 */
import { singaporeDate } from '../../../shared/singapore-time';

/** Record statuses of every module (spec section 3 "Grid status codes"), then job statuses (section 4). */
export const STATUSES = [
  { module: null, code: 'N', name: 'New', colour: 'info', sort_order: 1 },
  { module: null, code: 'O', name: 'Open', colour: 'primary', sort_order: 2 },
  { module: null, code: 'R', name: 'Reopen', colour: 'warning', sort_order: 3 },
  { module: null, code: 'C', name: 'Confirmed', colour: 'success', sort_order: 4 },
  { module: null, code: 'V', name: 'Void', colour: 'secondary', sort_order: 5 },
  // Job card border colours: primary 0, info 1, warning 2, danger 3, success 4, secondary 5.
  { module: 'joborder', code: '0', name: 'New', colour: 'primary', sort_order: 0 },
  { module: 'joborder', code: '1', name: 'Accepted', colour: 'info', sort_order: 1 },
  { module: 'joborder', code: '2', name: 'Work in progress', colour: 'warning', sort_order: 2 },
  { module: 'joborder', code: '3', name: 'Paused', colour: 'danger', sort_order: 3 },
  { module: 'joborder', code: '4', name: 'Done', colour: 'success', sort_order: 4 },
  { module: 'joborder', code: '5', name: 'Completed', colour: 'secondary', sort_order: 5 },
];

/** Singapore GST since its introduction on 1 April 1994; the standard rate's history, then 0% codes. */
const gst = (code: string, rate: number, from: string, to: string | null, description: string) => ({
  code,
  rate,
  effective_from: singaporeDate(from),
  effective_to: to === null ? null : singaporeDate(to),
  description,
});
export const GST_RATES = [
  gst('SR', 3, '1994-04-01', '2003-12-31', 'Standard-rated supplies, 3%'),
  gst('SR', 4, '2004-01-01', '2006-12-31', 'Standard-rated supplies, 4%'),
  gst('SR', 5, '2007-01-01', '2007-06-30', 'Standard-rated supplies, 5%'),
  gst('SR', 7, '2007-07-01', '2022-12-31', 'Standard-rated supplies, 7%'),
  gst('SR', 8, '2023-01-01', '2023-12-31', 'Standard-rated supplies, 8%'),
  gst('SR', 9, '2024-01-01', null, 'Standard-rated supplies, 9%'),
  gst('ZR', 0, '1994-04-01', null, 'Zero-rated supplies (exports, international services)'),
  gst('ES', 0, '1994-04-01', null, 'Exempt supplies (financial services, residential property)'),
];

export const UNITS_OF_MEASURE = [
  { code: 'EA', name: 'Each' },
  { code: 'PC', name: 'Piece' },
  { code: 'UNIT', name: 'Unit' },
  { code: 'SET', name: 'Set' },
  { code: 'PKT', name: 'Packet' },
  { code: 'BOX', name: 'Box' },
  { code: 'CTN', name: 'Carton' },
  { code: 'ROLL', name: 'Roll' },
  { code: 'KG', name: 'Kilogram' },
  { code: 'G', name: 'Gram' },
  { code: 'L', name: 'Litre' },
  { code: 'ML', name: 'Millilitre' },
  { code: 'M', name: 'Metre' },
  { code: 'CM', name: 'Centimetre' },
  { code: 'MM', name: 'Millimetre' },
  { code: 'M2', name: 'Square metre' },
  { code: 'M3', name: 'Cubic metre' },
  { code: 'HR', name: 'Hour' },
  { code: 'DAY', name: 'Day' },
  { code: 'MTH', name: 'Month' },
  { code: 'YR', name: 'Year' },
  { code: 'VISIT', name: 'Visit' },
  { code: 'LOT', name: 'Lot' },
  { code: 'TRIP', name: 'Trip' },
  { code: 'JOB', name: 'Job' },
];

/** Document types (spec section 3): a document's accepted files follow its type's extensions. */
export const DOCUMENT_TYPES = [
  { name: 'PDF', file_type: 'application/pdf', extension: '.pdf', icon: 'PictureAsPdf' },
  { name: 'Word document', file_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.doc,.docx', icon: 'Description' },
  { name: 'Excel workbook', file_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: '.xls,.xlsx', icon: 'TableChart' },
  { name: 'CSV', file_type: 'text/csv', extension: '.csv', icon: 'GridOn' },
  { name: 'PowerPoint presentation', file_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: '.ppt,.pptx', icon: 'Slideshow' },
  { name: 'Image', file_type: 'image/*', extension: '.jpg,.jpeg,.png,.gif,.webp,.heic', icon: 'Image' },
  { name: 'CAD drawing', file_type: 'application/acad', extension: '.dwg,.dxf', icon: 'Architecture' },
  { name: 'Text', file_type: 'text/plain', extension: '.txt', icon: 'TextSnippet' },
  { name: 'Email', file_type: 'message/rfc822', extension: '.eml,.msg', icon: 'Email' },
  { name: 'Video', file_type: 'video/*', extension: '.mp4,.mov', icon: 'VideoFile' },
  { name: 'Archive', file_type: 'application/zip', extension: '.zip', icon: 'FolderZip' },
  { name: 'Other', file_type: null, extension: null, icon: 'InsertDriveFile' },
];

/** Customer segments (company_types): a company's segment_id. */
export const COMPANY_TYPES = [
  { code: 'COM', name: 'Commercial', description: 'Offices, shops and other commercial premises' },
  { code: 'RES', name: 'Residential', description: 'Landed homes and HDB flats' },
  { code: 'CONDO', name: 'Condominium', description: 'Condominiums and their management corporations (MCST)' },
  { code: 'IND', name: 'Industrial', description: 'Factories, warehouses and industrial estates' },
  { code: 'GOV', name: 'Government', description: 'Ministries, statutory boards and town councils' },
  { code: 'EDU', name: 'Education', description: 'Schools, institutes of higher learning and childcare centres' },
  { code: 'HEALTH', name: 'Healthcare', description: 'Hospitals, clinics and nursing homes' },
  { code: 'HOSP', name: 'Hospitality', description: 'Hotels, restaurants and food courts' },
];

/** The warehouse a fresh install starts with: opening stock and documents that name none use it. */
export const DEFAULT_WAREHOUSES = [{ code: 'MAIN', name: 'Main warehouse', country: 'Singapore', is_default: true }];

/** Prefixes of the numbering series, by the `numbering:` code a numbered field names. */
export const NUMBERING_PREFIXES: Record<string, string> = {
  quotation: 'QUO-',
  purchase_order: 'PO-',
  supplier_bill: 'BILL-',
  supplier_payment: 'PV-',
  sales_order: 'SO-',
  invoice: 'INV-',
  payment: 'PAY-',
  credit_note: 'CN-',
  delivery_order: 'DO-',
  rfq: 'RFQ-',
  ticket: 'JOB-',
  service_request: 'SR-',
  service_report: 'SVR-',
  contract: 'CT-',
  renewal: 'RN-',
  warranty: 'WTY-',
  online_order: 'WEB-',
  stock_movement: 'STK-',
  supplier_movement: 'SUP-',
  relocation: 'REL-',
  incident: 'INC-',
};
export const NUMBERING_PADDING = 5;

/** The standard GST rate (code SR) in force on a date in unix seconds. */
export function standardGstRateOn(day: number): number {
  const rate = GST_RATES.find((r) => r.code === 'SR' && r.effective_from <= day && (r.effective_to === null || day <= r.effective_to));
  if (!rate) throw new Error(`no standard GST rate on ${new Date(day * 1000).toISOString()}`);
  return rate.rate;
}

/**
 * The three mails to a job's contact (issue 28.5; dispatch/customer-mails.ts), editable under
 * Dev tools → Notification templates. Placeholders: {{ticket_no}}, {{contact_person}},
 * {{company_name}}, {{site_name}}, {{problem_description}}, {{date}}, {{time_window}},
 * {{appointment}}, {{technician}}, {{travel_minutes}}, {{arrival}}. The values taken from what
 * people type (contact_person, company_name, site_name, problem_description, technician) are
 * plain values (customer-mails.ts plainValue: one line, no links or addresses, cut at 60 to 200
 * characters): a template names them inside its own sentence ("Dear {{contact_person}},"), never
 * lets one stand as a sentence of the letter.
 */
export const CUSTOMER_MAIL_TEMPLATES = [
  {
    code: 'CUSTOMER_JOB_ACCEPTED',
    name: 'Customer: job accepted',
    event: 'joborder.accepted',
    channel: 'email',
    subject: 'Your service appointment {{ticket_no}}: {{date}}, {{time_window}}',
    body: '<p>Dear {{contact_person}},</p><p>We have scheduled job {{ticket_no}} at {{site_name}} {{appointment}}.</p><p>Our technician will let you know when they are on the way. Reply to this mail if the time does not suit you.</p>',
  },
  {
    code: 'CUSTOMER_ON_MY_WAY',
    name: 'Customer: technician on the way',
    event: 'joborder.on_my_way',
    channel: 'email',
    subject: 'Our technician is on the way ({{ticket_no}})',
    body: '<p>Dear {{contact_person}},</p><p>{{technician}} is on the way to {{site_name}} for job {{ticket_no}} and expects to arrive {{arrival}}.</p>',
  },
  {
    code: 'CUSTOMER_JOB_FINISHED',
    name: 'Customer: job finished, service report attached',
    event: 'joborder.finished',
    channel: 'email',
    subject: 'Service report for {{ticket_no}}',
    body: '<p>Dear {{contact_person}},</p><p>Job {{ticket_no}} at {{site_name}} is finished. The signed service report is attached.</p><p>Thank you for your business.</p>',
  },
];

/**
 * The overdue reminder (issue 25.4; sales/overdue.ts), mailed at each stage an invoice reaches past
 * its due date, editable under Dev tools → Notification templates like the job mails. Placeholders:
 * {{invoice_no}}, {{contact_person}} (the invoice's contact, else the customer's name),
 * {{company_name}}, {{invoice_date}}, {{due_date}}, {{days_overdue}} ("21 days"), {{currency}},
 * {{balance_due}} ("1,234.50"). A customer marked "No payment reminders" gets none.
 */
export const INVOICE_MAIL_TEMPLATES = [
  {
    code: 'INVOICE_OVERDUE_REMINDER',
    name: 'Customer: invoice overdue reminder',
    event: 'sales_invoice.overdue',
    channel: 'email',
    subject: 'Reminder: invoice {{invoice_no}} is overdue',
    body: '<p>Dear {{contact_person}},</p><p>Invoice {{invoice_no}} of {{invoice_date}} was due on {{due_date}} and is {{days_overdue}} overdue.</p><p>Amount still due: {{currency}} {{balance_due}}.</p><p>Please arrange payment, or let us know if it has been paid already.</p>',
  },
];
