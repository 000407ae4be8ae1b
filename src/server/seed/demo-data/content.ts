/**
 * The demo's words: message templates, document and report designs, checklists, the website's
 * pages, posts and banners, and what customers, staff and technicians write. Dates are days
 * relative to the demo's today.
 */

export const NOTIFICATION_TEMPLATES = [
  { code: 'JOB_ASSIGNED', name: 'Job assigned to technician', event: 'joborder.assigned', channel: 'push', subject: 'New job {{ticket_no}}', body: '<p>{{company_name}}, {{site_name}}: {{problem_description}}. ETA {{job_eta}}.</p>' },
  { code: 'JOB_ETA_SMS', name: 'Technician on the way', event: 'joborder.accepted', channel: 'sms', subject: 'Technician on the way', body: '<p>Our technician {{technician}} will arrive at {{site_name}} around {{job_eta}}. Ref {{ticket_no}}.</p>' },
  { code: 'JOB_COMPLETED', name: 'Job completed, service report attached', event: 'joborder.completed', channel: 'email', subject: 'Service report for {{ticket_no}}', body: '<p>Dear {{contact_person}},</p><p>Please find attached the service report for job {{ticket_no}} at {{site_name}}.</p><p>Thank you for your business.</p>' },
  { code: 'QUOTATION_SENT', name: 'Quotation to customer', event: 'quotation.sent', channel: 'email', subject: 'Quotation {{quotation_no}}', body: '<p>Dear {{contact_person}},</p><p>Attached is our quotation {{quotation_no}}, valid until {{valid_until}}. Reply to this mail to confirm.</p>' },
  { code: 'INVOICE_SENT', name: 'Invoice to customer', event: 'invoice.sent', channel: 'email', subject: 'Invoice {{invoice_no}} from us', body: '<p>Dear {{contact_person}},</p><p>Invoice {{invoice_no}} for {{total}} is due on {{due_date}}. PayNow to our UEN or bank transfer.</p>' },
  { code: 'INVOICE_OVERDUE', name: 'Invoice overdue reminder', event: 'invoice.overdue', channel: 'email', subject: 'Reminder: invoice {{invoice_no}} is overdue', body: '<p>Dear {{contact_person}},</p><p>Our records show invoice {{invoice_no}} ({{total}}) unpaid since {{due_date}}. Please arrange payment or let us know if already paid.</p>' },
  { code: 'CONTRACT_RENEWAL', name: 'Contract renewal reminder', event: 'contract.renewal_due', channel: 'email', subject: 'Your maintenance contract {{refnum}} ends on {{end_date}}', body: '<p>Dear {{poc}},</p><p>Your contract {{refnum}} ends on {{end_date}}. We will send a renewal quotation; reply if your sites or units have changed.</p>' },
  { code: 'SERVICE_REQUEST_RECEIVED', name: 'Service request received', event: 'service_request.created', channel: 'email', subject: 'We have your request {{request_no}}', body: '<p>Dear {{contact_person}},</p><p>Thank you, we have your request {{request_no}}. Our coordinator will call you within one working day to schedule a visit.</p>' },
];

export const ANNOUNCEMENT_TEMPLATES = [
  { code: 'PUBLIC_HOLIDAY', subject: 'Office closed on {{holiday}}', channel: 'email', body: '<p>Our office is closed on {{date}} for {{holiday}}. Emergency call-outs: call our hotline.</p>' },
  { code: 'SAFETY_REMINDER', subject: 'Safety reminder: {{topic}}', channel: 'push', body: '<p>{{first_name}}, a reminder on {{topic}} before your next job.</p>' },
  { code: 'SYSTEM_MAINTENANCE', subject: 'System maintenance on {{date}}', channel: 'email', body: '<p>The back-office is unavailable on {{date}} from {{from}} to {{to}} for maintenance.</p>' },
  { code: 'CUSTOMER_PROMO', subject: '{{promo_name}}', channel: 'email', body: '<p>Dear {{first_name}}, {{promo_description}}. Use code {{promo_code}} by {{end_date}}.</p>' },
];

/** The demo's own company, which issues every document (README, "Sales documents": PDFs). */
const ISSUER = {
  name: 'CoolAir Services Pte Ltd',
  uen: '201912345K',
  gst_reg_no: '201912345K',
  address: '1 Kaki Bukit Road 1, #03-12 Enterprise One, Singapore 415934',
  tel: '+65 6123 4567',
  email: 'accounts@coolair.example.sg',
};

/** A PDF layout: header, the document's blocks and footer. */
const layout = (title: string, blocks: string[]) => ({
  header: { logo: true, title, companyDetails: ['name', 'uen', 'gst_reg_no', 'address', 'tel'], company: ISSUER },
  blocks,
  footer: { text: 'This is a computer-generated document. No signature is required.', pageNumbers: true },
  ...(blocks.includes('payment') ? { payment: { bankTransfer: `DBS Bank 072-123456-7, ${ISSUER.name}` } } : {}),
});

export const PDF_DESIGNS = [
  { name: 'Quotation, standard', document_type: 'Quotation', paper_size: 'A4', orientation: 'Portrait', is_default: true, layout: layout('QUOTATION', ['customer', 'site', 'lines', 'totals', 'terms', 'acceptance']) },
  { name: 'Sales order, standard', document_type: 'Sales order', paper_size: 'A4', orientation: 'Portrait', is_default: true, layout: layout('SALES ORDER', ['customer', 'site', 'lines', 'totals', 'terms']) },
  { name: 'Tax invoice, standard', document_type: 'Sales invoice', paper_size: 'A4', orientation: 'Portrait', is_default: true, layout: layout('TAX INVOICE', ['customer', 'lines', 'totals', 'payment']) },
  { name: 'Delivery order, standard', document_type: 'Delivery order', paper_size: 'A4', orientation: 'Portrait', is_default: true, layout: layout('DELIVERY ORDER', ['customer', 'site', 'lines', 'received_by']) },
  { name: 'Job sheet', document_type: 'Job order', paper_size: 'A5', orientation: 'Portrait', is_default: true, layout: layout('JOB SHEET', ['customer', 'site', 'problem', 'assigned']) },
  { name: 'Service report with checklist', document_type: 'Service report', paper_size: 'A4', orientation: 'Portrait', is_default: true, layout: layout('SERVICE REPORT', ['job', 'work_done', 'checklist', 'signature']) },
  { name: 'Maintenance contract', document_type: 'Contract', paper_size: 'A4', orientation: 'Portrait', is_default: true, layout: layout('MAINTENANCE AGREEMENT', ['customer', 'sites', 'equipment', 'details', 'signatures']) },
  { name: 'Quotation, landscape with photos', document_type: 'Quotation', paper_size: 'A4', orientation: 'Landscape', is_default: false, layout: layout('QUOTATION', ['customer', 'lines_with_photos', 'totals', 'terms']) },
];

export const REPORT_DESIGNS = [
  { code: 'SALES_BY_MONTH', name: 'Sales by month', description: 'Invoiced totals per month, GST shown apart', source: 'sales_invoices', report_type: 'Chart', definition: { x: 'invoice_date:month', y: ['subtotal:sum', 'gst_amount:sum'], chart: 'bar' } },
  { code: 'SALES_PIVOT', name: 'Sales pivot', description: 'Invoice lines by customer and product', source: 'sales_invoice_lines', report_type: 'Pivot', definition: { rows: ['company_name'], columns: ['product'], values: ['amount:sum'] } },
  { code: 'JOBS_BY_STATUS', name: 'Jobs by status and type', description: 'Open and closed job orders by job type', source: 'joborder_headers', report_type: 'Pivot', definition: { rows: ['job_type_id'], columns: ['job_status'], values: ['id:count'] } },
  { code: 'TECH_UTILISATION', name: 'Technician utilisation', description: 'Scheduled job hours per technician per week', source: 'joborder_headers', report_type: 'Table', definition: { group: ['joborder_employee_one', 'scheduled_start:week'], values: ['duration:sum'] } },
  { code: 'OVERDUE_INVOICES', name: 'Overdue invoices', description: 'Unpaid invoices past their due date, oldest first', source: 'sales_invoices', report_type: 'Table', definition: { filter: { payment_status: ['Unpaid', 'Partly paid', 'Overdue'], due_date: 'before:today' }, sort: 'due_date' } },
];

/** Saved reports: name, its design's code, whether it is shared. */
export const REPORTS = [
  { name: 'Monthly sales, this year', design: 'SALES_BY_MONTH', shared: true, description: 'For the monthly management meeting', definition: { period: 'this_year' } },
  { name: 'Sales pivot by customer segment', design: 'SALES_PIVOT', shared: true, description: 'Which segments buy what', definition: { rows: ['segment'], period: 'last_12_months' } },
  { name: 'Open jobs this week', design: 'JOBS_BY_STATUS', shared: true, description: 'Coordinators\u2019 Monday view', definition: { period: 'this_week', job_status: ['0', '1', '2', '3'] } },
  { name: 'Technician hours, last month', design: 'TECH_UTILISATION', shared: false, description: 'For payroll and overtime checks', definition: { period: 'last_month' } },
  { name: 'Overdue over 60 days', design: 'OVERDUE_INVOICES', shared: false, description: 'For the credit control call list', definition: { overdue_days: 60 } },
];

/** Checklists technicians fill in on a job: code, name, job type and the questions. */
export const CHECKLISTS: Array<{ code: string; name: string; job_type: string; items: Array<[string, string, boolean]> }> = [
  {
    code: 'ACON-SERVICING',
    name: 'Air-con servicing checklist',
    job_type: 'Servicing',
    items: [
      ['Filters washed and dried', 'Yes/No', true],
      ['Evaporator coil cleaned', 'Yes/No', true],
      ['Drain pipe flushed, no blockage', 'Yes/No', true],
      ['Supply air temperature (°C)', 'Number', true],
      ['Photo of the unit after servicing', 'Photo', false],
      ['Customer signature', 'Signature', true],
    ],
  },
  {
    code: 'CHEM-WASH',
    name: 'Chemical wash checklist',
    job_type: 'Chemical wash',
    items: [
      ['Unit dismantled and coil soaked', 'Yes/No', true],
      ['Blower wheel washed', 'Yes/No', true],
      ['Test run: no leak at the tray', 'Yes/No', true],
      ['Customer signature', 'Signature', true],
    ],
  },
  {
    code: 'GAS-TOPUP',
    name: 'Refrigerant top-up record',
    job_type: 'Refrigerant top-up',
    items: [
      ['Refrigerant type', 'Text', true],
      ['Suction pressure before (psi)', 'Number', true],
      ['Suction pressure after (psi)', 'Number', true],
      ['Refrigerant added (kg)', 'Number', true],
      ['Leak test done', 'Yes/No', true],
    ],
  },
  {
    code: 'ELEC-SAFETY',
    name: 'Electrical work safety checklist',
    job_type: 'Electrical',
    items: [
      ['Circuit isolated and locked out', 'Yes/No', true],
      ['Insulation resistance (MΩ)', 'Number', true],
      ['RCCB trip test passed', 'Yes/No', true],
      ['Date of next inspection', 'Date', false],
      ['Licensed electrical worker signature', 'Signature', true],
    ],
  },
  {
    code: 'CCTV-HEALTH',
    name: 'CCTV health check',
    job_type: 'CCTV and access',
    items: [
      ['All cameras online', 'Yes/No', true],
      ['Recording retention (days)', 'Number', true],
      ['Recorder disk health', 'Text', true],
      ['Remote viewing tested', 'Yes/No', false],
      ['Photo of the recorder screen', 'Photo', false],
    ],
  },
];

export const BLOG_POSTS = [
  {
    slug: 'how-often-to-service-your-aircon',
    title: 'How often should you service your air-con in Singapore?',
    summary: 'In our heat and humidity, a unit used every night needs general servicing every three months.',
    category: 'Air-con care',
    tags: 'servicing, maintenance, tips',
    content: '<p>Units that run every night collect dust and mould quickly in Singapore\u2019s humidity. We recommend general servicing every three months and a chemical wash once a year.</p><p>Signs a unit needs attention: weak airflow, a musty smell, water dripping from the indoor unit, or a rising electricity bill.</p>',
    published: true,
    daysAgo: 120,
  },
  {
    slug: 'chemical-wash-or-overhaul',
    title: 'Chemical wash or chemical overhaul: which one do you need?',
    summary: 'A chemical wash cleans the coil in place; an overhaul takes the fan coil apart.',
    category: 'Air-con care',
    tags: 'chemical wash, overhaul',
    content: '<p>A chemical wash cleans the coil and blower in place and suits a unit that is serviced regularly. A chemical overhaul dismantles the fan coil completely and is worth it for a unit that has not been serviced for a long time or smells of mould.</p>',
    published: true,
    daysAgo: 75,
  },
  {
    slug: 'choosing-a-system-3-aircon',
    title: 'Choosing a System 3 aircon for a 4-room HDB flat',
    summary: 'Capacities, ticks and what installation involves.',
    category: 'Buying guide',
    tags: 'installation, HDB, multi-split',
    content: '<p>For a 4-room flat, a System 3 with 9,000 BTU/h fan coils in the bedrooms and 12,000 or 18,000 BTU/h in the living room is typical. Look for 5 ticks: the running cost over ten years outweighs the price difference.</p>',
    published: true,
    daysAgo: 40,
  },
  {
    slug: 'why-your-breaker-trips',
    title: 'Why does your circuit breaker keep tripping?',
    summary: 'An RCCB that trips is doing its job: finding the faulty appliance safely.',
    category: 'Electrical',
    tags: 'RCCB, safety, electrical',
    content: '<p>When the RCCB trips, switch off all appliances, reset it, then switch them back on one at a time. The one that trips it again is likely faulty. If it trips with everything off, call a licensed electrical worker.</p>',
    published: true,
    daysAgo: 18,
  },
  {
    slug: 'cctv-for-small-shops',
    title: 'CCTV for small shops: how many cameras and how many days of recording?',
    summary: 'Four cameras and 30 days of recording cover most shop fronts.',
    category: 'Security',
    tags: 'CCTV, NVR, retail',
    content: '<p>Cover the entrance, the cashier and the store room. A 4MP camera is enough to recognise faces at the door; size the recorder\u2019s disk for at least 30 days.</p>',
    published: true,
    daysAgo: 6,
  },
  {
    slug: 'year-end-servicing-rush',
    title: 'Beat the year-end servicing rush',
    summary: 'December slots fill up early: book by mid-November.',
    category: 'News',
    tags: 'promotion, booking',
    content: '<p>Draft: year-end promotion details to be confirmed with the sales team.</p>',
    published: false,
    daysAgo: 0,
  },
];

export const NEWS = [
  { title: 'GST at 9% since 1 January 2024', summary: 'Quotations and invoices carry GST at 9%; documents dated before 2024 keep their rate.', source: 'Finance team', daysAgo: 300 },
  { title: 'New service vans for the east team', summary: 'Two more vans with roof racks for ladders and copper pipe.', source: 'Operations', daysAgo: 160 },
  { title: 'Refrigerant handling course: all technicians certified', summary: 'Every technician who charges refrigerant now holds a current certificate.', source: 'Training', daysAgo: 95 },
  { title: 'Customer satisfaction at 4.6 out of 5', summary: 'Survey results for the last quarter: punctuality and cleanliness rated highest.', source: 'Service quality', daysAgo: 45 },
  { title: 'Online shop now takes PayNow', summary: 'Shop customers can pay by PayNow QR as well as by card.', source: 'E-commerce', daysAgo: 20 },
  { title: 'Year-end maintenance schedule published', summary: 'Contract customers\u2019 December visits are in the calendar.', source: 'Operations', daysAgo: 3 },
];

export const ANNOUNCEMENTS = [
  { title: 'Deepavali: office closed', message: '<p>The office is closed on the public holiday. Emergency call-outs go to the duty technician.</p>', audience: 'All', priority: 'Normal', from: -14, days: 3, pinned: false, template: 'PUBLIC_HOLIDAY' },
  { title: 'Safety: ladders and working at height', message: '<p>Use the platform ladder for any work above 2 m and clip on your harness. No job is worth a fall.</p>', audience: 'Technicians', priority: 'Important', from: -7, days: 30, pinned: true, template: 'SAFETY_REMINDER' },
  { title: 'System maintenance this Saturday night', message: '<p>The back-office is unavailable on Saturday from 23:00 to 01:00.</p>', audience: 'Staff', priority: 'Normal', from: 0, days: 6, pinned: false, template: 'SYSTEM_MAINTENANCE' },
  { title: 'New price list from 1 December', message: '<p>Servicing rates change on 1 December. Quotations before then keep today\u2019s prices.</p>', audience: 'Sales', priority: 'Important', from: -3, days: 40, pinned: true, template: null },
  { title: 'Year-end servicing promotion', message: '<p>15% off servicing booked for December with code YEAREND15.</p>', audience: 'Customers', priority: 'Normal', from: 20, days: 45, pinned: false, template: 'CUSTOMER_PROMO' },
  { title: 'Haze: masks in the vans', message: '<p>N95 masks are in every van. Wear one for outdoor condenser work when the PSI is above 100.</p>', audience: 'Technicians', priority: 'Urgent', from: -60, days: 14, pinned: false, template: 'SAFETY_REMINDER' },
];

export const SYSTEM_PAGES = [
  { slug: 'about-us', title: 'About us', meta_description: 'Air-con, electrical and security services for homes and businesses across Singapore.', content: '<p>We service, repair and install air-conditioners, electrical installations and security systems for homes, offices, condominiums and factories across Singapore.</p>' },
  { slug: 'terms-and-conditions', title: 'Terms and conditions', meta_description: 'Terms for quotations, orders, servicing and the online shop.', content: '<p>Quotations are valid for 14 days. A deposit of at least 20% confirms an order. Prices exclude GST unless stated.</p>' },
  { slug: 'privacy-policy', title: 'Privacy policy', meta_description: 'How we collect, use and protect personal data under the PDPA.', content: '<p>We collect the names, phone numbers and addresses we need to schedule and carry out your service, and keep them in line with the Personal Data Protection Act 2012.</p>' },
  { slug: 'warranty-policy', title: 'Warranty policy', meta_description: 'Workmanship and manufacturer warranties on our work.', content: '<p>Our workmanship is guaranteed for 12 months. Equipment carries the manufacturer\u2019s warranty, which we register for you.</p>' },
  { slug: 'faq', title: 'Frequently asked questions', meta_description: 'Booking, payment, rescheduling and warranty questions.', content: '<p><strong>Can I reschedule?</strong> Yes, up to one working day before the visit.</p><p><strong>How do I pay?</strong> PayNow, bank transfer or card.</p>' },
];

/** Banners by placement: title, subtitle, link, section. */
export const BANNERS: Array<{ placement: 'Header' | 'Section' | 'Menu'; title: string; subtitle: string; link: string; section: string | null; from: number | null; days: number | null; active: boolean }> = [
  { placement: 'Header', title: 'Aircon servicing from $30 a unit', subtitle: 'Book online, technicians across Singapore', link: '/shop/services/general-servicing', section: null, from: null, days: null, active: true },
  { placement: 'Header', title: 'Year-end servicing: 15% off', subtitle: 'Use code YEAREND15 for December visits', link: '/shop/promos/yearend15', section: null, from: 20, days: 45, active: true },
  { placement: 'Header', title: 'Great Singapore Sale', subtitle: '10% off remote controls and spare parts', link: '/shop/promos/gss26', section: null, from: -150, days: 45, active: false },
  { placement: 'Section', title: 'Chemical wash bundle', subtitle: '$25 off three or more units', link: '/shop/promos/chemwash25', section: 'Home: promotions', from: -30, days: 60, active: true },
  { placement: 'Section', title: 'System 3 inverter packages', subtitle: 'Supply and install, 5 ticks', link: '/shop/category/aircon-multi', section: 'Home: featured products', from: null, days: null, active: true },
  { placement: 'Section', title: 'Maintenance contracts for offices', subtitle: 'Quarterly visits, priority breakdown response', link: '/contact?topic=contract', section: 'Home: for businesses', from: null, days: null, active: true },
  { placement: 'Section', title: 'CCTV health check', subtitle: 'Cameras, recorder and remote access checked', link: '/shop/services/cctv-health-check', section: 'Home: security', from: null, days: null, active: true },
  { placement: 'Menu', title: 'Spare parts', subtitle: 'Genuine parts for major brands', link: '/shop/category/parts', section: null, from: null, days: null, active: true },
  { placement: 'Menu', title: 'Book a technician', subtitle: 'Slots from tomorrow', link: '/book', section: null, from: null, days: null, active: true },
  { placement: 'Menu', title: '11.11 sale', subtitle: '11% off everything, one day only', link: '/shop/promos/1111sale', section: null, from: 9, days: 1, active: true },
];

/** Who the business sponsors: ITE and polytechnic students and community causes. */
export const SPONSEES = [
  { name: 'Muhammad Irfan Bin Rahmat', sponsee_type: 'Individual', programme: 'ITE Nitec in Air-Conditioning and Refrigeration', sponsorship_type: 'Scholarship', amount: 3000, months: 24 },
  { name: 'Chloe Tan Hui Xin', sponsee_type: 'Individual', programme: 'Polytechnic Diploma in Electrical Engineering', sponsorship_type: 'Scholarship', amount: 5000, months: 36 },
  { name: 'Kavin Raj Subramaniam', sponsee_type: 'Individual', programme: 'Work-study apprenticeship, air-con technician', sponsorship_type: 'Apprenticeship', amount: 12000, months: 12 },
  { name: 'Bedok North Senior Activity Centre', sponsee_type: 'Organisation', programme: 'Free air-con servicing for seniors living alone', sponsorship_type: 'Community', amount: 4500, months: 12 },
  { name: 'Eastern Crescent Youth Football Club', sponsee_type: 'Organisation', programme: 'Under-14 league jerseys', sponsorship_type: 'Event', amount: 1500, months: 6 },
  { name: 'Ng Jun Wei', sponsee_type: 'Individual', programme: 'Licensed electrical worker course fees', sponsorship_type: 'Training', amount: 1800, months: 6 },
];

/** What a service report says was done, found and advised, by job type code (catalogue.ts JOB_TYPES). */
export const SERVICE_WORK: Record<string, { done: string; findings: string[]; advice: string[] }> = {
  SVC: { done: 'General servicing: filters washed, coil and blower brushed, drain flushed, operation tested.', findings: ['Filters heavily clogged with dust.', 'Drain tray slimy, flushed with biocide.', 'All units cooling normally after servicing.'], advice: ['Service every three months.', 'Chemical wash recommended at the next visit.'] },
  REP: { done: 'Diagnosed the fault and replaced the defective part; unit tested for 30 minutes.', findings: ['Fan motor bearings worn.', 'Run capacitor bulged and out of tolerance.', 'Drain pipe blocked by sludge, cleared.'], advice: ['Monitor for water dripping over the next week.', 'Consider replacing the unit if other parts fail.'] },
  CHEM: { done: 'Chemical wash: fan coil dismantled, coil and blower soaked and washed, reassembled and tested.', findings: ['Mould on the blower wheel.', 'Coil fins partly blocked.'], advice: ['General servicing every three months to keep it clean.'] },
  GAS: { done: 'Leak test and refrigerant top-up to the rated pressure.', findings: ['Slow leak at the flare nut of the outdoor unit, re-flared.', 'Pressure low, no leak found after test.'], advice: ['Check the pressure again at the next servicing.'] },
  INST: { done: 'Installed the new units with piping, trunking and drainage; commissioned and handed over.', findings: ['Existing trunking reused where sound.', 'New isolator installed for the condenser.'], advice: ['Register the manufacturer warranty within 14 days.', 'First servicing due in three months.'] },
  ELEC: { done: 'Traced the fault on the final circuit and repaired it; RCCB trip-tested.', findings: ['Earth leakage from the water heater element.', 'Loose neutral at the socket outlet.'], advice: ['Replace the water heater element.', 'Schedule a full installation inspection.'] },
  CCTV: { done: 'Checked the cameras and recorder; reconfigured network settings and remote viewing.', findings: ['Camera offline due to a failed PoE port.', 'Recorder disk near end of life.'], advice: ['Replace the recorder disk within three months.'] },
  PLB: { done: 'Repaired the fault and tested the water pressure and flow.', findings: ['Pressure switch faulty.', 'Heater thermostat out of calibration.'], advice: ['Replace the pump within a year; bearings noisy.'] },
  SURVEY: { done: 'Site survey: measured rooms, checked the power supply and the condenser ledge.', findings: ['Condenser ledge can take two units.', 'DB has spare ways for the new circuits.'], advice: ['Quotation to follow within two working days.'] },
};

export const CUSTOMER_COMMENTS: Record<'good' | 'mixed' | 'poor', string[]> = {
  good: ['Technician was punctual and explained what he did.', 'Very clean work, covered the bed before servicing.', 'Fast response, aircon is cold again.', 'Polite team, will book again.'],
  mixed: ['Work was fine but the team arrived an hour late.', 'Good servicing but no call before arriving.', 'Price was higher than we expected.'],
  poor: ['Unit leaked water again two days later.', 'Technician left without testing the unit.', 'Had to call three times to get a slot.'],
};

export const STAFF_COMMENTS = [
  'Customer asked for the same technician next time.',
  'Access card had to be collected from the management office; add it to the job notes.',
  'No parking at the site; loading bay only until 10 am.',
  'Ladder too short for the condenser ledge; bring the platform ladder.',
  'Spare part not in the van; had to make a second trip.',
  'Customer was not home at the booked time.',
];

export const INCIDENTS = [
  { incident_type: 'Near miss', severity: 'Medium', location: 'Condenser ledge, level 12', description: 'Technician\u2019s spanner fell from the ledge onto the void deck. Nobody below.', actions: 'Tool lanyards issued to all technicians; toolbox talk held.' },
  { incident_type: 'Injury', severity: 'High', location: 'Plant room', description: 'Technician cut his hand on a sharp condenser fin.', actions: 'First aid given; clinic visit, 2 days medical leave. Cut-resistant gloves made mandatory.' },
  { incident_type: 'Property damage', severity: 'Low', location: 'Master bedroom', description: 'Water dripped onto the customer\u2019s mattress during a chemical wash.', actions: 'Mattress cleaned at our cost; wash bags now used for every unit.' },
  { incident_type: 'Equipment failure', severity: 'Medium', location: 'Server room', description: 'Cassette unit drain pump failed; water on the raised floor.', actions: 'Pump replaced; high-level alarm float switch added.' },
  { incident_type: 'Security', severity: 'Low', location: 'Car park', description: 'Van broken into; a recovery machine was taken.', actions: 'Police report made; tools no longer left in vans overnight.' },
  { incident_type: 'Near miss', severity: 'High', location: 'Distribution board room', description: 'Circuit found live after isolation; wrong breaker labelled.', actions: 'Lock-out and voltage test before work enforced; DB labels corrected.' },
  { incident_type: 'Other', severity: 'Low', location: 'Lift lobby', description: 'Customer complained of refrigerant smell after a top-up.', actions: 'Area ventilated; leak test showed no leak.' },
];

/** What staff note down on a record (notes), by what it is about. */
export const NOTE_TEXTS: Array<{ tag: string; text: string }> = [
  { tag: 'Access', text: 'Collect the access card from the guardhouse; show NRIC.' },
  { tag: 'Access', text: 'Management office opens at 9 am; no work before then.' },
  { tag: 'Parking', text: 'Visitor lots at basement 2; loading bay for the van until 10 am.' },
  { tag: 'Customer', text: 'Call the customer 30 minutes before arriving; baby sleeping in the afternoon.' },
  { tag: 'Customer', text: 'Prefers the same technician as last time.' },
  { tag: 'Billing', text: 'Invoices to the finance mailbox, with the PO number.' },
  { tag: 'Equipment', text: 'Condenser on a high ledge: bring the platform ladder and harness.' },
  { tag: 'Equipment', text: 'Older R22 unit; replacement recommended at the next visit.' },
];

/** Comments on a job order (timelines), in the order they are posted. */
export const JOB_COMMENTS = [
  'Customer called to confirm the slot.',
  'Technician on the way, ETA 20 minutes.',
  'Spare part ordered from the supplier; return visit needed.',
  'Work completed; service report sent to the customer.',
  'Customer asked to reschedule to the afternoon.',
  'Quotation for the replacement sent.',
];

export const AVAILABILITY_REASONS = ['Annual leave', 'Medical appointment', 'Reservist (NS in-camp training)', 'Course: refrigerant recovery', 'Childcare leave', 'Standby for after-hours calls'];
