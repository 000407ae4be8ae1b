/**
 * The rest of the business's masterlists: warehouses, product categories and manufacturers,
 * product attributes, the services it sells, customer groups, app modules, trainings and
 * relocation items. Brand codes are those of catalogue.ts; competency codes those of COMPETENCIES.
 */

export const WAREHOUSES = [
  { code: 'MAIN', name: 'Main warehouse, Ubi', addr1: '61 Ubi Avenue 1', addr2: '#03-12 Ubi Point Industrial Building', postal: '408941', is_default: true },
  { code: 'TUAS', name: 'Tuas store (bulky equipment)', addr1: '21 Tuas Avenue 1', addr2: '#01-05 Tuas Logistics Hub', postal: '639498', is_default: false },
  { code: 'VAN', name: 'Service van stock', addr1: null, addr2: null, postal: null, is_default: false },
  { code: 'RMA', name: 'Returns and repairs bay, Ubi', addr1: '61 Ubi Avenue 1', addr2: '#03-14 Ubi Point Industrial Building', postal: '408941', is_default: false },
];

/** Categories: parents first. `families` are the product families (catalogue.ts) filed under it. */
export const CATEGORIES: Array<{ code: string; name: string; parent?: string; description: string; sort_order: number }> = [
  { code: 'AIRCON', name: 'Air-conditioners', description: '<p>Inverter air-conditioners for homes, offices and shops.</p>', sort_order: 10 },
  { code: 'AIRCON-WALL', name: 'Wall-mounted units', parent: 'AIRCON', description: '<p>Single-split wall-mounted units, 9,000 to 24,000 BTU/h.</p>', sort_order: 11 },
  { code: 'AIRCON-MULTI', name: 'Multi-split systems', parent: 'AIRCON', description: '<p>System 2 to System 4: one condenser, several fan coils.</p>', sort_order: 12 },
  { code: 'AIRCON-COMMERCIAL', name: 'Ceiling cassette and ducted units', parent: 'AIRCON', description: '<p>Commercial units for offices, shops and restaurants.</p>', sort_order: 13 },
  { code: 'PARTS', name: 'Spare parts', description: '<p>Genuine replacement parts for the air-conditioners we service.</p>', sort_order: 20 },
  { code: 'MATERIALS', name: 'Installation materials', description: '<p>Copper piping, drain pipes and trunking, sold by the metre.</p>', sort_order: 30 },
  { code: 'REFRIGERANT', name: 'Refrigerants', description: '<p>R32 and R410A, sold by the kilogram.</p>', sort_order: 40 },
  { code: 'ELECTRICAL', name: 'Electrical', description: '<p>Breakers, lighting, sockets and distribution boards.</p>', sort_order: 50 },
  { code: 'SECURITY', name: 'Security and access control', description: '<p>IP cameras, recorders, card readers and door locks.</p>', sort_order: 60 },
  { code: 'PLUMBING', name: 'Plumbing and water heaters', description: '<p>Booster pumps and storage and instant water heaters.</p>', sort_order: 70 },
  { code: 'SERVICES', name: 'Services', description: '<p>Servicing, repairs, installation, labour and transport.</p>', sort_order: 80 },
];

/** The category of a product family's item (catalogue.ts family codes). */
export function categoryOf(familyCode: string, itemName: string): string {
  if (familyCode === 'AC') return /^System/.test(itemName) ? 'AIRCON-MULTI' : /Ceiling|Ducted/.test(itemName) ? 'AIRCON-COMMERCIAL' : 'AIRCON-WALL';
  const byFamily: Record<string, string> = { SP: 'PARTS', MAT: 'MATERIALS', GAS: 'REFRIGERANT', EL: 'ELECTRICAL', SEC: 'SECURITY', PLB: 'PLUMBING' };
  return byFamily[familyCode] ?? 'SERVICES';
}

/** Where each brand's maker is based (manufacturers, by brand code). */
export const MANUFACTURER_COUNTRIES: Record<string, string> = {
  DAIKIN: 'Japan',
  MITSU: 'Japan',
  PANA: 'Japan',
  LG: 'South Korea',
  SAMSUNG: 'South Korea',
  MIDEA: 'China',
  TOSHIBA: 'Japan',
  FUJITSU: 'Japan',
  GREE: 'China',
  HITACHI: 'Japan',
  SCHNEIDER: 'France',
  ABB: 'Switzerland',
  PHILIPS: 'Netherlands',
  HIKVISION: 'China',
  DAHUA: 'China',
  HONEYWELL: 'United States',
  GRUNDFOS: 'Denmark',
  ARISTON: 'Italy',
};

export const PRODUCT_ATTRIBUTES = [
  { code: 'CAPACITY', name: 'Cooling capacity', display_type: 'Select', unit: 'BTU/h', allowed_values: '9,000; 12,000; 18,000; 24,000; 36,000; 48,000' },
  { code: 'TICKS', name: 'Energy efficiency (NEA ticks)', display_type: 'Radio', unit: null, allowed_values: '1; 2; 3; 4; 5' },
  { code: 'REFRIGERANT', name: 'Refrigerant', display_type: 'Select', unit: null, allowed_values: 'R32; R410A' },
  { code: 'COLOUR', name: 'Colour', display_type: 'Colour', unit: null, allowed_values: 'White; Silver; Black' },
  { code: 'VOLTAGE', name: 'Supply voltage', display_type: 'Select', unit: 'V', allowed_values: '230; 400' },
  { code: 'RESOLUTION', name: 'Camera resolution', display_type: 'Select', unit: 'MP', allowed_values: '2; 4; 8' },
  { code: 'WARRANTY', name: 'Compressor warranty', display_type: 'Number', unit: 'years', allowed_values: null },
  { code: 'PIPE', name: 'Pipe size', display_type: 'Text', unit: 'inch', allowed_values: null },
];

/** Brochures and price lists: brand code (or none), category code, title. */
export const DOWNLOADABLE_CATALOGUES: Array<{ brand: string | null; category: string; title: string; description: string }> = [
  { brand: 'DAIKIN', category: 'AIRCON-WALL', title: 'Daikin residential inverter range', description: 'Wall-mounted and System 2 to 4 models with NEA tick ratings and dimensions.' },
  { brand: 'MITSU', category: 'AIRCON-MULTI', title: 'Mitsubishi Electric Starmex multi-split systems', description: 'Multi-split combinations, capacities and piping limits.' },
  { brand: 'PANA', category: 'AIRCON', title: 'Panasonic air-conditioner line-up', description: 'Residential and light commercial models.' },
  { brand: 'LG', category: 'AIRCON-COMMERCIAL', title: 'LG ceiling cassette and ducted units', description: 'Commercial units with technical data and installation clearances.' },
  { brand: 'HIKVISION', category: 'SECURITY', title: 'Hikvision IP camera and NVR guide', description: 'Camera and recorder models with resolutions and storage sizing.' },
  { brand: 'SCHNEIDER', category: 'ELECTRICAL', title: 'Schneider Electric protection devices', description: 'MCB, RCCB and distribution board ranges.' },
  { brand: 'ARISTON', category: 'PLUMBING', title: 'Ariston water heaters', description: 'Storage and instant water heaters with installation notes.' },
  { brand: null, category: 'SERVICES', title: 'Service rates and maintenance packages', description: 'Our servicing, chemical wash and contract rates, GST excluded.' },
];

/** What the business sells as services (services): code, name, unit price and unit. */
export const SERVICES = [
  { code: 'GEN-SVC', name: 'General servicing, wall-mounted unit', unit_price: 30, uom: 'UNIT', description: '<p>Clean filters, coil and drain tray; check gas pressure and operation.</p>' },
  { code: 'CHEM-WASH', name: 'Chemical wash, wall-mounted unit', unit_price: 90, uom: 'UNIT', description: '<p>Dismantle and wash the fan coil with coil cleaner.</p>' },
  { code: 'CHEM-OH', name: 'Chemical overhaul, wall-mounted unit', unit_price: 150, uom: 'UNIT', description: '<p>Fan coil fully dismantled and soaked; blower and tray washed.</p>' },
  { code: 'CASSETTE-SVC', name: 'Servicing, ceiling cassette unit', unit_price: 75, uom: 'UNIT', description: '<p>Filters, coil, drain pump and float switch.</p>' },
  { code: 'INSTALL', name: 'Installation, wall-mounted unit', unit_price: 230, uom: 'UNIT', description: '<p>Up to 5 m of piping, trunking and commissioning.</p>' },
  { code: 'GAS-TOPUP', name: 'Refrigerant top-up R32', unit_price: 90, uom: 'JOB', description: '<p>Leak check and top-up to the rated pressure.</p>' },
  { code: 'DIAG', name: 'Troubleshooting and diagnosis', unit_price: 65, uom: 'JOB', description: '<p>Fault finding with a written quotation for the repair.</p>' },
  { code: 'LEW-INSP', name: 'Electrical installation inspection by LEW', unit_price: 220, uom: 'JOB', description: '<p>Inspection and report by a licensed electrical worker.</p>' },
  { code: 'CCTV-CHECK', name: 'CCTV system health check', unit_price: 120, uom: 'JOB', description: '<p>Cameras, recorder disks, retention and remote access.</p>' },
  { code: 'LABOUR', name: 'Labour, technician', unit_price: 55, uom: 'HR', description: '<p>Per technician-hour, office hours.</p>' },
  { code: 'LABOUR-OT', name: 'Labour, technician (after hours)', unit_price: 90, uom: 'HR', description: '<p>Per technician-hour, evenings, Sundays and public holidays.</p>' },
  { code: 'TRANSPORT', name: 'Transport and delivery', unit_price: 45, uom: 'TRIP', description: '<p>One trip within Singapore.</p>' },
  { code: 'CALL-OUT', name: 'Emergency call-out', unit_price: 120, uom: 'TRIP', description: '<p>Technician on site within 4 hours, day or night.</p>' },
];

export const COMPANY_GROUPS = [
  { code: 'KEY', name: 'Key accounts', description: 'Customers with maintenance contracts at several sites' },
  { code: 'MCST', name: 'Condominium MCSTs', description: 'Management corporations and their managing agents' },
  { code: 'GOVT', name: 'Town councils and government', description: 'Quotations through GeBIZ; invoices to the finance office' },
  { code: 'HOSP', name: 'Hotels and F&B', description: 'Night and weekend work, kitchen exhaust and cold rooms' },
  { code: 'SME', name: 'Small businesses', description: 'Walk-in and phone customers, cash or PayNow' },
  { code: 'VENDOR', name: 'Approved vendors', description: 'Suppliers on the approved vendor list' },
];

/** The app's modules that notes, documents and comments attach to: the collection and its name. */
export const MODULES = [
  { code: 'joborder_headers', name: 'Job orders' },
  { code: 'service_requests', name: 'Service requests' },
  { code: 'service_reports', name: 'Service reports' },
  { code: 'quotations', name: 'Quotations' },
  { code: 'sales_orders', name: 'Sales orders' },
  { code: 'sales_invoices', name: 'Sales invoices' },
  { code: 'delivery_orders', name: 'Delivery orders' },
  { code: 'contract_headers', name: 'Contracts' },
  { code: 'companies', name: 'Customers and suppliers' },
  { code: 'products', name: 'Products' },
  { code: 'relocation_jobs', name: 'Relocation jobs' },
  { code: 'warranties', name: 'Warranties' },
].map((m) => ({ ...m, description: `Notes, documents and comments on ${m.name.toLowerCase()}` }));

/** Exchange rates: Singapore dollars for one unit of the currency, around the demo's today. */
export const EXCHANGE_RATES: Array<{ currency: string; rate: number }> = [
  { currency: 'USD', rate: 1.31 },
  { currency: 'EUR', rate: 1.51 },
  { currency: 'GBP', rate: 1.74 },
  { currency: 'AUD', rate: 0.86 },
  { currency: 'JPY', rate: 0.0088 },
  { currency: 'CNY', rate: 0.182 },
  { currency: 'MYR', rate: 0.305 },
  { currency: 'HKD', rate: 0.168 },
];

export const TRAINING_SUBJECTS = [
  { code: 'WSH', name: 'Workplace safety and health', description: 'Safety courses the Ministry of Manpower requires on site' },
  { code: 'REFRIG', name: 'Refrigerant handling', description: 'Recovery, charging and leak testing' },
  { code: 'ELEC', name: 'Electrical installations', description: 'Courses for licensed electrical workers' },
  { code: 'FIRSTAID', name: 'First aid', description: 'First aid, CPR and AED' },
  { code: 'SERVICE', name: 'Customer service', description: 'Conduct at customers\u2019 premises and handling complaints' },
  { code: 'SECURITY', name: 'Security systems', description: 'CCTV, recorders and access control' },
];

export const TRAINING_PARTNERS = [
  { name: 'Lion City Safety Training Centre Pte Ltd', domain: 'lioncitysafety.example' },
  { name: 'Straits Technical Academy Pte Ltd', domain: 'straitstech.example' },
  { name: 'Tembusu First Aid Training Pte Ltd', domain: 'tembusufirstaid.example' },
  { name: 'Harbourfront Service Excellence Pte Ltd', domain: 'harbourfrontservice.example' },
];

/** Courses: subject and competency codes, the partner by index in TRAINING_PARTNERS. */
export const TRAININGS = [
  { code: 'WAH-W', title: 'Work-at-height course for workers', subject: 'WSH', partner: 0, competency: 'WAH', duration_hours: 16, cost: 280, validity_months: 24 },
  { code: 'CSOC', title: 'Construction safety orientation course', subject: 'WSH', partner: 0, competency: null, duration_hours: 8, cost: 120, validity_months: 24 },
  { code: 'REF-REC', title: 'Refrigerant recovery and charging', subject: 'REFRIG', partner: 1, competency: 'REFRIG', duration_hours: 16, cost: 450, validity_months: 36 },
  { code: 'INV-TS', title: 'Inverter air-con troubleshooting', subject: 'REFRIG', partner: 1, competency: 'ACON', duration_hours: 12, cost: 380, validity_months: null },
  { code: 'LEW-SAFE', title: 'Electrical safety for licensed electrical workers', subject: 'ELEC', partner: 1, competency: 'ELEC', duration_hours: 8, cost: 320, validity_months: 36 },
  { code: 'SFA-CPR', title: 'Standard first aid with CPR and AED', subject: 'FIRSTAID', partner: 2, competency: null, duration_hours: 16, cost: 210, validity_months: 24 },
  { code: 'SVC-EXC', title: 'Service excellence for field technicians', subject: 'SERVICE', partner: 3, competency: null, duration_hours: 8, cost: 180, validity_months: null },
  { code: 'IP-CCTV', title: 'IP CCTV and NVR configuration', subject: 'SECURITY', partner: 1, competency: 'CCTV', duration_hours: 8, cost: 260, validity_months: null },
].map((t) => ({ ...t, description: `<p>${t.title}: ${t.duration_hours} hours${t.validity_months ? `, valid ${t.validity_months} months` : ''}.</p>` }));

export const RELOCATION_CATEGORIES = [
  { code: 'FURN', name: 'Office furniture', description: 'Desks, chairs, cabinets and partitions' },
  { code: 'IT', name: 'IT equipment', description: 'Computers, screens, printers and server racks' },
  { code: 'APPL', name: 'Appliances', description: 'Fridges, water dispensers and microwaves' },
  { code: 'FILES', name: 'Files and archive boxes', description: 'Packed and sealed by the customer' },
  { code: 'AC', name: 'Air-con units', description: 'Dismantled and reinstalled by our technicians' },
];

/** Relocation items: code, description, category code, unit and size in cm, weight in kg. */
export const RELOCATION_ITEMS: Array<{ item_code: string; description: string; category: string; uom: string; size: [number, number, number]; weight_kg: number }> = [
  { item_code: 'FURN-DESK-1600', description: 'Office desk 1600 x 800 mm', category: 'FURN', uom: 'PC', size: [160, 80, 75], weight_kg: 38 },
  { item_code: 'FURN-DESK-1200', description: 'Office desk 1200 x 600 mm', category: 'FURN', uom: 'PC', size: [120, 60, 75], weight_kg: 26 },
  { item_code: 'FURN-CHAIR', description: 'Office chair with arms', category: 'FURN', uom: 'PC', size: [65, 65, 110], weight_kg: 14 },
  { item_code: 'FURN-MTG-TABLE', description: 'Meeting table, 8 seats', category: 'FURN', uom: 'PC', size: [240, 120, 75], weight_kg: 70 },
  { item_code: 'FURN-CAB-STEEL', description: 'Steel filing cabinet, 4 drawers', category: 'FURN', uom: 'PC', size: [47, 62, 132], weight_kg: 45 },
  { item_code: 'FURN-PEDESTAL', description: 'Mobile pedestal, 3 drawers', category: 'FURN', uom: 'PC', size: [40, 50, 60], weight_kg: 18 },
  { item_code: 'FURN-SHELF', description: 'Bookshelf, 5 tiers', category: 'FURN', uom: 'PC', size: [90, 35, 180], weight_kg: 32 },
  { item_code: 'IT-DESKTOP', description: 'Desktop computer with keyboard', category: 'IT', uom: 'SET', size: [45, 20, 45], weight_kg: 9 },
  { item_code: 'IT-MONITOR', description: 'Monitor 27 inch', category: 'IT', uom: 'PC', size: [62, 20, 45], weight_kg: 6 },
  { item_code: 'IT-PRINTER', description: 'Multi-function printer, floor-standing', category: 'IT', uom: 'PC', size: [60, 65, 120], weight_kg: 85 },
  { item_code: 'IT-RACK-42U', description: 'Server rack 42U, emptied', category: 'IT', uom: 'PC', size: [60, 100, 200], weight_kg: 110 },
  { item_code: 'APPL-FRIDGE', description: 'Pantry fridge, 2 doors', category: 'APPL', uom: 'PC', size: [70, 70, 180], weight_kg: 75 },
  { item_code: 'APPL-DISPENSER', description: 'Water dispenser', category: 'APPL', uom: 'PC', size: [35, 35, 110], weight_kg: 16 },
  { item_code: 'APPL-MICROWAVE', description: 'Microwave oven', category: 'APPL', uom: 'PC', size: [50, 40, 30], weight_kg: 12 },
  { item_code: 'FILES-BOX', description: 'Archive box, sealed', category: 'FILES', uom: 'BOX', size: [40, 30, 30], weight_kg: 12 },
  { item_code: 'FILES-CRATE', description: 'Plastic moving crate', category: 'FILES', uom: 'BOX', size: [60, 40, 35], weight_kg: 15 },
  { item_code: 'AC-FCU-WALL', description: 'Wall-mounted fan coil unit', category: 'AC', uom: 'UNIT', size: [90, 30, 30], weight_kg: 11 },
  { item_code: 'AC-CONDENSER', description: 'Outdoor condensing unit', category: 'AC', uom: 'UNIT', size: [85, 35, 70], weight_kg: 45 },
];

/** Shop promotions: days from today they start and last. */
export const PROMOS = [
  { code: 'WELCOME10', name: 'First order $10 off', description: 'For new shop customers, one use per customer', discount_type: 'Amount', discount_value: 10, min_order_amount: 80, from: -200, days: null, usage_limit: 500 },
  { code: 'NDP61', name: 'National Day servicing promo', description: '15% off when two or more units are serviced', discount_type: 'Percent', discount_value: 15, min_order_amount: 60, from: -90, days: 21, usage_limit: 300 },
  { code: 'GSS26', name: 'Great Singapore Sale', description: 'Storewide on remote controls and spare parts', discount_type: 'Percent', discount_value: 10, min_order_amount: 0, from: -150, days: 45, usage_limit: null },
  { code: 'CHEMWASH25', name: 'Chemical wash bundle', description: '$25 off a chemical wash of three or more units', discount_type: 'Amount', discount_value: 25, min_order_amount: 270, from: -30, days: 60, usage_limit: 200 },
  { code: '1111SALE', name: '11.11 sale', description: 'One day only: 11% off everything in the shop', discount_type: 'Percent', discount_value: 11, min_order_amount: 50, from: 9, days: 1, usage_limit: 1000 },
  { code: 'YEAREND15', name: 'Year-end servicing', description: '15% off servicing booked for December', discount_type: 'Percent', discount_value: 15, min_order_amount: 90, from: 20, days: 45, usage_limit: 400 },
];
