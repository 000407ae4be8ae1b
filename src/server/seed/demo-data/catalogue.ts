/**
 * What a Singapore air-con, electrical and security service business sells and who works there:
 * the masterlists the demo's products, employees, job orders and contracts refer to.
 * Units are reference-data codes (reference-data/lists.ts).
 */

export const BRANDS = [
  { code: 'DAIKIN', name: 'Daikin' },
  { code: 'MITSU', name: 'Mitsubishi Electric' },
  { code: 'PANA', name: 'Panasonic' },
  { code: 'LG', name: 'LG' },
  { code: 'SAMSUNG', name: 'Samsung' },
  { code: 'MIDEA', name: 'Midea' },
  { code: 'TOSHIBA', name: 'Toshiba' },
  { code: 'FUJITSU', name: 'Fujitsu' },
  { code: 'GREE', name: 'Gree' },
  { code: 'HITACHI', name: 'Hitachi' },
  { code: 'SCHNEIDER', name: 'Schneider Electric' },
  { code: 'ABB', name: 'ABB' },
  { code: 'PHILIPS', name: 'Philips' },
  { code: 'HIKVISION', name: 'Hikvision' },
  { code: 'DAHUA', name: 'Dahua' },
  { code: 'HONEYWELL', name: 'Honeywell' },
  { code: 'GRUNDFOS', name: 'Grundfos' },
  { code: 'ARISTON', name: 'Ariston' },
];

export interface ProductFamily {
  code: string;
  type: 'Goods' | 'Service' | 'Spare part';
  /** Brand codes that make it; none for the business's own services. */
  brands: string[];
  uom: string;
  items: Array<{ name: string; price: [number, number] }>;
  /** Goods are stocked; services are not. */
  stocked: boolean;
  /** Equipment a maintenance contract can cover. */
  equipment?: boolean;
}

const AIRCON_BRANDS = ['DAIKIN', 'MITSU', 'PANA', 'LG', 'SAMSUNG', 'MIDEA', 'TOSHIBA', 'FUJITSU', 'GREE', 'HITACHI'];

export const PRODUCT_FAMILIES: ProductFamily[] = [
  {
    code: 'AC',
    type: 'Goods',
    brands: AIRCON_BRANDS,
    uom: 'SET',
    stocked: true,
    equipment: true,
    items: [
      { name: 'Wall-mounted inverter air-conditioner 9,000 BTU/h', price: [650, 900] },
      { name: 'Wall-mounted inverter air-conditioner 12,000 BTU/h', price: [800, 1100] },
      { name: 'Wall-mounted inverter air-conditioner 18,000 BTU/h', price: [1200, 1600] },
      { name: 'Wall-mounted inverter air-conditioner 24,000 BTU/h', price: [1500, 2100] },
      { name: 'System 2 multi-split inverter air-conditioner', price: [2200, 3200] },
      { name: 'System 3 multi-split inverter air-conditioner', price: [2900, 4200] },
      { name: 'System 4 multi-split inverter air-conditioner', price: [3600, 5200] },
      { name: 'Ceiling cassette air-conditioner 36,000 BTU/h', price: [3200, 4500] },
      { name: 'Ducted air-conditioner 48,000 BTU/h', price: [4200, 6000] },
    ],
  },
  {
    code: 'SP',
    type: 'Spare part',
    brands: AIRCON_BRANDS,
    uom: 'PC',
    stocked: true,
    items: [
      { name: 'Compressor run capacitor 35 µF', price: [15, 40] },
      { name: 'Indoor fan motor', price: [80, 180] },
      { name: 'Outdoor fan motor', price: [120, 260] },
      { name: 'Main PCB board', price: [180, 450] },
      { name: 'Wireless remote control', price: [25, 60] },
      { name: 'Condensate drain pump', price: [90, 180] },
      { name: 'Electronic expansion valve', price: [60, 140] },
      { name: 'Room temperature thermistor', price: [15, 40] },
    ],
  },
  {
    code: 'MAT',
    type: 'Goods',
    brands: ['DAIKIN', 'MIDEA'],
    uom: 'M',
    stocked: true,
    items: [
      { name: 'Insulated copper pipe 1/4" x 1/2"', price: [12, 22] },
      { name: 'Insulated copper pipe 3/8" x 5/8"', price: [16, 28] },
      { name: 'PVC drain pipe 3/4"', price: [3, 6] },
      { name: 'Cable trunking 80 mm', price: [8, 15] },
    ],
  },
  {
    code: 'GAS',
    type: 'Goods',
    brands: ['DAIKIN', 'MITSU'],
    uom: 'KG',
    stocked: true,
    items: [
      { name: 'Refrigerant R32', price: [30, 55] },
      { name: 'Refrigerant R410A', price: [35, 60] },
    ],
  },
  {
    code: 'EL',
    type: 'Goods',
    brands: ['SCHNEIDER', 'ABB', 'PHILIPS', 'PANA'],
    uom: 'PC',
    stocked: true,
    items: [
      { name: 'Miniature circuit breaker 2P 20A', price: [15, 35] },
      { name: 'Residual current circuit breaker 2P 40A 30mA', price: [60, 120] },
      { name: 'LED panel light 600 x 600 mm 36W', price: [35, 70] },
      { name: 'LED downlight 12W', price: [12, 25] },
      { name: '13A twin switched socket outlet', price: [8, 20] },
      { name: 'Distribution board 12-way', price: [120, 260] },
    ],
  },
  {
    code: 'SEC',
    type: 'Goods',
    brands: ['HIKVISION', 'DAHUA', 'HONEYWELL'],
    uom: 'UNIT',
    stocked: true,
    equipment: true,
    items: [
      { name: 'IP dome camera 4MP', price: [120, 260] },
      { name: 'IP bullet camera 4MP', price: [130, 280] },
      { name: 'Network video recorder 8-channel', price: [300, 600] },
      { name: 'Door access card reader', price: [250, 500] },
      { name: 'Electromagnetic door lock 600 lbs', price: [90, 180] },
    ],
  },
  {
    code: 'PLB',
    type: 'Goods',
    brands: ['GRUNDFOS', 'ARISTON', 'PANA'],
    uom: 'UNIT',
    stocked: true,
    equipment: true,
    items: [
      { name: 'Booster pump 0.5 HP', price: [400, 900] },
      { name: 'Storage water heater 30 L', price: [250, 450] },
      { name: 'Instant water heater', price: [150, 350] },
    ],
  },
  {
    code: 'SVC',
    type: 'Service',
    brands: [],
    uom: 'UNIT',
    stocked: false,
    items: [
      { name: 'General servicing, wall-mounted unit', price: [25, 40] },
      { name: 'Chemical wash, wall-mounted unit', price: [70, 110] },
      { name: 'Chemical overhaul, wall-mounted unit', price: [120, 180] },
      { name: 'Servicing, ceiling cassette unit', price: [60, 90] },
      { name: 'Installation, wall-mounted unit', price: [180, 280] },
    ],
  },
  {
    code: 'JOB',
    type: 'Service',
    brands: [],
    uom: 'JOB',
    stocked: false,
    items: [
      { name: 'Refrigerant top-up R32', price: [60, 120] },
      { name: 'Troubleshooting and diagnosis', price: [50, 80] },
      { name: 'Electrical installation inspection by LEW', price: [150, 300] },
      { name: 'CCTV system health check', price: [80, 150] },
    ],
  },
  {
    code: 'LAB',
    type: 'Service',
    brands: [],
    uom: 'HR',
    stocked: false,
    items: [
      { name: 'Labour, technician', price: [45, 70] },
      { name: 'Labour, technician (after hours)', price: [70, 110] },
    ],
  },
  {
    code: 'TRP',
    type: 'Service',
    brands: [],
    uom: 'TRIP',
    stocked: false,
    items: [
      { name: 'Transport and delivery', price: [30, 60] },
      { name: 'Emergency call-out', price: [80, 150] },
    ],
  },
];

export const DEPARTMENTS = [
  { code: 'SVC', name: 'Service' },
  { code: 'SALES', name: 'Sales' },
  { code: 'OPS', name: 'Operations' },
  { code: 'FIN', name: 'Finance' },
  { code: 'ADMIN', name: 'Administration' },
];

export const DESIGNATIONS = [
  { code: 'TECH', name: 'Technician' },
  { code: 'STECH', name: 'Senior Technician' },
  { code: 'SUPV', name: 'Service Supervisor' },
  { code: 'COORD', name: 'Service Coordinator' },
  { code: 'SE', name: 'Sales Executive' },
  { code: 'ACC', name: 'Accounts Executive' },
  { code: 'OPSMGR', name: 'Operations Manager' },
  { code: 'ADM', name: 'Admin Executive' },
];

export const COMPETENCIES = [
  { code: 'ACON', name: 'Air-con servicing and installation', requires_licence: false },
  { code: 'REFRIG', name: 'Refrigerant handling', requires_licence: true },
  { code: 'ELEC', name: 'Electrical work (licensed electrical worker)', requires_licence: true },
  { code: 'PLUMB', name: 'Plumbing and sanitary works', requires_licence: true },
  { code: 'WAH', name: 'Working at height', requires_licence: true },
  { code: 'CCTV', name: 'CCTV and access control', requires_licence: false },
];

/** The 30 staff: designation, department, how many, and whether they go out on jobs. */
export const ROSTER: Array<{ designation: string; department: string; count: number; fieldStaff: boolean }> = [
  { designation: 'TECH', department: 'SVC', count: 12, fieldStaff: true },
  { designation: 'STECH', department: 'SVC', count: 5, fieldStaff: true },
  { designation: 'SUPV', department: 'SVC', count: 2, fieldStaff: true },
  { designation: 'COORD', department: 'OPS', count: 3, fieldStaff: false },
  { designation: 'SE', department: 'SALES', count: 4, fieldStaff: false },
  { designation: 'ACC', department: 'FIN', count: 2, fieldStaff: false },
  { designation: 'OPSMGR', department: 'OPS', count: 1, fieldStaff: false },
  { designation: 'ADM', department: 'ADMIN', count: 1, fieldStaff: false },
];

/** Job types (job_types), their response time in hours (a job's due-by) and what a job of each is about. */
export const JOB_TYPES = [
  {
    code: 'SVC',
    response_hours: 72,
    name: 'Servicing',
    default_duration: 60,
    default_price: 40,
    competency: 'ACON',
    problems: ['Routine servicing of {n} wall-mounted units', 'Quarterly servicing under maintenance contract', 'Aircon not cold, servicing requested'],
  },
  {
    code: 'REP',
    response_hours: 24,
    name: 'Repair',
    default_duration: 120,
    default_price: 80,
    competency: 'ACON',
    problems: ['Aircon leaking water in {room}', 'Indoor unit blinking error light', 'Outdoor unit noisy, fan not spinning', 'Aircon trips the circuit breaker'],
  },
  {
    code: 'CHEM',
    response_hours: 72,
    name: 'Chemical wash',
    default_duration: 90,
    default_price: 90,
    competency: 'ACON',
    problems: ['Chemical wash for {n} units, musty smell', 'Weak airflow in {room}, chemical wash requested'],
  },
  {
    code: 'GAS',
    response_hours: 48,
    name: 'Refrigerant top-up',
    default_duration: 60,
    default_price: 90,
    competency: 'REFRIG',
    problems: ['Low refrigerant, unit blowing warm air', 'Ice forming on the copper pipes'],
  },
  {
    code: 'INST',
    response_hours: 120,
    name: 'Installation',
    default_duration: 240,
    default_price: 250,
    competency: 'ACON',
    problems: ['Install {n} new wall-mounted units', 'Replace old system with a System 3 inverter'],
  },
  {
    code: 'ELEC',
    response_hours: 24,
    name: 'Electrical',
    default_duration: 120,
    default_price: 120,
    competency: 'ELEC',
    problems: ['Power trips when the water heater is on', 'Add two power points in {room}', 'Replace faulty RCCB at the distribution board'],
  },
  {
    code: 'CCTV',
    response_hours: 48,
    name: 'CCTV and access',
    default_duration: 120,
    default_price: 150,
    competency: 'CCTV',
    problems: ['Camera {n} offline on the NVR', 'Door access reader not reading cards', 'Install {n} additional IP cameras'],
  },
  {
    code: 'PLB',
    response_hours: 24,
    name: 'Plumbing',
    default_duration: 90,
    default_price: 100,
    competency: 'PLUMB',
    problems: ['Booster pump keeps cycling', 'Water heater not heating', 'Leaking pipe under the kitchen sink'],
  },
  {
    code: 'SURVEY',
    response_hours: 120,
    name: 'Site survey',
    default_duration: 60,
    default_price: 0,
    competency: 'ACON',
    problems: ['Site survey for quotation, {n} units', 'Survey for new office fit-out'],
  },
];

export const ROOMS = ['master bedroom', 'living room', 'meeting room', 'server room', 'level 2 office', 'reception', 'kitchen', 'store room'];

export const CONTRACT_TYPES = [
  { code: 'AMC', name: 'Annual maintenance', duration_months: 12, visits_per_year: 4 },
  { code: 'COMP', name: 'Comprehensive maintenance', duration_months: 12, visits_per_year: 4 },
  { code: 'SEMI', name: 'Semi-comprehensive maintenance', duration_months: 12, visits_per_year: 3 },
  { code: 'PM2', name: 'Preventive maintenance, 2 years', duration_months: 24, visits_per_year: 6 },
];

/** Sample terms from the spec (section 9), as printed on quotations. */
export const QUOTATION_TERMS =
  '<p>Delivery: 1 working day from confirmation.</p><p>Validity: 14 days.</p><p>A delivery charge of $25 applies to orders below $300.</p><p>Deposit: at least 20% upon confirmation.</p><p>Prices are subject to GST.</p>';
