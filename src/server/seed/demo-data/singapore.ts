/**
 * Plausible Singapore people, companies and addresses for the demo data. Streets carry the
 * postal sector their codes start with (the first two of six digits, 01-82) and a point near
 * them, so every site lands inside Singapore on the map. Mail domains use the reserved
 * `.example` top-level domain: a demo database can never mail a real company by mistake.
 */
import type { SeededRandom } from './random';

type StreetKind = 'hdb' | 'commercial' | 'industrial';

interface Street {
  name: string;
  /** Postal sector: the first two digits of the street's postal codes. */
  sector: string;
  lat: number;
  lng: number;
  kind: StreetKind;
}

const street = (name: string, sector: string, lat: number, lng: number, kind: StreetKind): Street => ({ name, sector, lat, lng, kind });

export const STREETS: Street[] = [
  street('Cecil Street', '06', 1.2806, 103.849, 'commercial'),
  street('Shenton Way', '06', 1.277, 103.848, 'commercial'),
  street('Anson Road', '07', 1.274, 103.845, 'commercial'),
  street('Tanjong Pagar Road', '08', 1.277, 103.843, 'commercial'),
  street('Telok Blangah Road', '09', 1.266, 103.82, 'commercial'),
  street('Pasir Panjang Road', '11', 1.279, 103.788, 'industrial'),
  street('Clementi Avenue 3', '12', 1.315, 103.765, 'hdb'),
  street('Alexandra Road', '15', 1.288, 103.805, 'commercial'),
  street('Beach Road', '18', 1.299, 103.858, 'commercial'),
  street('North Bridge Road', '18', 1.297, 103.854, 'commercial'),
  street('Serangoon Road', '21', 1.311, 103.856, 'commercial'),
  street('Orchard Road', '23', 1.304, 103.832, 'commercial'),
  street('River Valley Road', '23', 1.294, 103.837, 'commercial'),
  street('Bukit Timah Road', '25', 1.323, 103.813, 'commercial'),
  street('Holland Road', '27', 1.311, 103.796, 'commercial'),
  street('Thomson Road', '30', 1.325, 103.841, 'commercial'),
  street('Lorong 1 Toa Payoh', '31', 1.338, 103.848, 'hdb'),
  street('Balestier Road', '32', 1.326, 103.85, 'commercial'),
  street('Kallang Bahru', '33', 1.314, 103.869, 'industrial'),
  street('MacPherson Road', '36', 1.325, 103.88, 'industrial'),
  street('Geylang Road', '38', 1.313, 103.88, 'commercial'),
  street('Ubi Avenue 1', '40', 1.33, 103.899, 'industrial'),
  street('Paya Lebar Road', '40', 1.32, 103.892, 'industrial'),
  street('East Coast Road', '42', 1.306, 103.905, 'commercial'),
  street('Joo Chiat Road', '42', 1.311, 103.901, 'commercial'),
  street('Bedok North Avenue 3', '46', 1.332, 103.933, 'hdb'),
  street('Changi South Avenue 2', '48', 1.33, 103.958, 'industrial'),
  street('Changi Business Park Central 1', '48', 1.334, 103.964, 'commercial'),
  street('Loyang Avenue', '50', 1.37, 103.97, 'industrial'),
  street('Pasir Ris Drive 1', '51', 1.372, 103.95, 'hdb'),
  street('Tampines Street 92', '52', 1.348, 103.942, 'industrial'),
  street('Hougang Avenue 8', '53', 1.373, 103.893, 'hdb'),
  street('Serangoon Garden Way', '55', 1.363, 103.866, 'commercial'),
  street('Ang Mo Kio Avenue 3', '56', 1.37, 103.849, 'hdb'),
  street('Bishan Street 22', '57', 1.359, 103.846, 'hdb'),
  street('Upper Bukit Timah Road', '58', 1.356, 103.77, 'commercial'),
  street('Jurong East Street 21', '60', 1.334, 103.743, 'hdb'),
  street('International Road', '61', 1.328, 103.706, 'industrial'),
  street('Tuas Avenue 1', '63', 1.33, 103.645, 'industrial'),
  street('Jurong West Street 42', '64', 1.352, 103.718, 'hdb'),
  street('Bukit Batok Street 23', '65', 1.35, 103.75, 'industrial'),
  street('Choa Chu Kang Loop', '68', 1.383, 103.745, 'hdb'),
  street('Woodlands Loop', '73', 1.436, 103.786, 'industrial'),
  street('Admiralty Street', '75', 1.444, 103.805, 'industrial'),
  street('Yishun Avenue 2', '76', 1.43, 103.835, 'hdb'),
  street('Upper Thomson Road', '78', 1.39, 103.82, 'commercial'),
  street('Seletar Aerospace Way', '79', 1.417, 103.867, 'industrial'),
  street('Punggol Field', '82', 1.403, 103.905, 'hdb'),
];

/** Singapore's extent on the map, for the coordinates of a site. */
export const SINGAPORE_BOUNDS = { minLat: 1.24, maxLat: 1.46, minLng: 103.62, maxLng: 104.0 };

const BUILDING_WORDS = ['Tower', 'Centre', 'Plaza', 'House', 'Building', 'Point', 'Hub', 'Square'];
const INDUSTRIAL_WORDS = ['Industrial Building', 'Techpark', 'Industrial Centre', 'Logistics Hub', 'Business Centre'];

export interface Address {
  addr1: string;
  addr2: string | null;
  postal: string;
  latitude: number;
  longitude: number;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const unit = (random: SeededRandom, maxFloor: number) => `#${String(random.int(1, maxFloor)).padStart(2, '0')}-${String(random.int(1, 150)).padStart(2, '0')}`;

/** An address on a random street (of one kind, if asked): block or number, unit and building, postal code and a point nearby. */
export function randomAddress(random: SeededRandom, buildingName: string, kind?: StreetKind): Address {
  const s = random.pick(kind ? STREETS.filter((x) => x.kind === kind) : STREETS);
  const near = (v: number) => Math.round((v + (random.next() - 0.5) * 0.006) * 1e6) / 1e6;
  const point = {
    latitude: clamp(near(s.lat), SINGAPORE_BOUNDS.minLat, SINGAPORE_BOUNDS.maxLat),
    longitude: clamp(near(s.lng), SINGAPORE_BOUNDS.minLng, SINGAPORE_BOUNDS.maxLng),
  };
  const postal = `${s.sector}${random.digits(4)}`;
  switch (s.kind) {
    case 'hdb':
      return { addr1: `Blk ${random.int(100, 999)} ${s.name}`, addr2: unit(random, 16), postal, ...point };
    case 'industrial':
      return { addr1: `${random.int(1, 80)} ${s.name}`, addr2: `${unit(random, 8)} ${buildingName} ${random.pick(INDUSTRIAL_WORDS)}`, postal, ...point };
    default:
      return { addr1: `${random.int(1, 300)} ${s.name}`, addr2: `${unit(random, 40)} ${buildingName} ${random.pick(BUILDING_WORDS)}`, postal, ...point };
  }
}

export const landline = (random: SeededRandom) => `+65 6${random.digits(3)} ${random.digits(4)}`;
export const mobile = (random: SeededRandom) => `+65 ${random.pick(['8', '9'])}${random.digits(3)} ${random.digits(4)}`;

/** A company UEN as ACRA issues them to local companies: year of registration, five digits, a letter. */
export const uen = (random: SeededRandom) => `${random.int(1985, 2023)}${random.digits(5)}${random.chars('ABCDEGHJKMNRWZ', 1)}`;

/** Lower-case letters and digits only, for mail domains and local parts. */
export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

// ---------- people ----------

interface NamePool {
  first: string[];
  last: string[];
  /** Chinese names are written family name first (Tan Wei Ming). */
  familyFirst: boolean;
}

const NAME_POOLS: NamePool[] = [
  {
    first: ['Wei Ming', 'Jia Hui', 'Kok Leong', 'Mei Ling', 'Boon Hock', 'Hui Min', 'Jun Jie', 'Xiu Ying', 'Chee Keong', 'Li Ting', 'Zhi Hao', 'Shu Fen', 'Kian Seng', 'Pei Shan', 'Yong Sheng', 'Wen Jun'],
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Chan', 'Koh', 'Teo', 'Ang', 'Yeo', 'Tay', 'Ho', 'Low', 'Toh', 'Sim', 'Chong', 'Chia'],
    familyFirst: true,
  },
  {
    first: ['Muhammad Faizal', 'Nur Aisyah', 'Ahmad Rizal', 'Siti Khadijah', 'Hafiz', 'Farah', 'Iskandar', 'Nurul Huda', 'Azman', 'Syafiqah'],
    last: ['Ismail', 'Rahman', 'Hassan', 'Osman', 'Salleh', 'Yusof', 'Ibrahim', 'Abdullah'],
    familyFirst: false,
  },
  {
    first: ['Rajesh', 'Priya', 'Suresh', 'Kavitha', 'Arun', 'Deepa', 'Vijay', 'Lakshmi', 'Ganesh', 'Anitha'],
    last: ['Kumar', 'Pillai', 'Nair', 'Raj', 'Singh', 'Menon', 'Krishnan', 'Subramaniam'],
    familyFirst: false,
  },
  {
    first: ['Daniel', 'Sarah', 'Marcus', 'Rachel', 'Adrian', 'Michelle', 'Gregory', 'Natalie'],
    last: ['De Souza', 'Pereira', 'Fernandez', 'Oliveiro', 'Rodrigues', 'Scully'],
    familyFirst: false,
  },
];

export interface Person {
  first_name: string;
  last_name: string;
  display_name: string;
}

/** Singapore's mix: mostly Chinese names, then Malay, Indian and Eurasian ones. */
export function randomPerson(random: SeededRandom): Person {
  const roll = random.next();
  const pool = NAME_POOLS[roll < 0.6 ? 0 : roll < 0.78 ? 1 : roll < 0.93 ? 2 : 3];
  const first_name = random.pick(pool.first);
  const last_name = random.pick(pool.last);
  return { first_name, last_name, display_name: pool.familyFirst ? `${last_name} ${first_name}` : `${first_name} ${last_name}` };
}

// ---------- companies ----------

export const NAME_WORDS = [
  'Lion City', 'Merlion', 'Straits', 'Orchid', 'Harbourfront', 'Tembusu', 'Kallang', 'Evergreen', 'Pioneer', 'Jade',
  'Golden Bay', 'Redhill', 'Eastern Crescent', 'Summit', 'Nanyang', 'Unity', 'Apex', 'Bukit Panjang', 'Sunrise', 'Bayfront',
  'Peranakan', 'Tanjong', 'Greenwood', 'Silverline', 'Crestview', 'Oriental', 'Kingsway', 'Bluewave', 'Everbright', 'Horizon',
  'Primus', 'Vanda', 'Sterling', 'Meridian', 'Pacific Rim', 'Serangoon', 'Marina Bay', 'Kingfisher', 'Clementi', 'Sembawang',
];

/** Customer trades by segment code (company_types): how their company names end. */
export const CUSTOMER_TRADES: Record<string, string[]> = {
  COM: ['Properties Pte Ltd', 'Realty Pte Ltd', 'Holdings Pte Ltd', 'Trading Pte Ltd', 'Retail Pte Ltd', 'Technologies Pte Ltd', 'Consulting Pte Ltd'],
  IND: ['Precision Engineering Pte Ltd', 'Manufacturing Pte Ltd', 'Logistics Pte Ltd', 'Industries Pte Ltd', 'Plastics Pte Ltd', 'Cold Storage Pte Ltd'],
  HOSP: ['Hotel Pte Ltd', 'Food Industries Pte Ltd', 'Hospitality Pte Ltd', 'F&B Concepts Pte Ltd'],
  HEALTH: ['Medical Centre Pte Ltd', 'Dental Group Pte Ltd', 'Healthcare Pte Ltd', 'Nursing Home Pte Ltd'],
  EDU: ['Learning Centre Pte Ltd', 'Education Pte Ltd', 'Preschool Pte Ltd'],
  CONDO: ['Residences (MCST)', 'Condominium (MCST)'],
  GOV: ['Town Council'],
};

export const SUPPLIER_TRADES = [
  'Air-Con Supplies Pte Ltd',
  'Electrical Trading Pte Ltd',
  'Refrigeration Parts Pte Ltd',
  'Hardware Pte Ltd',
  'Security Systems Pte Ltd',
  'Plumbing Supplies Pte Ltd',
];

/** Site names by what the customer is. */
export const SITE_NAMES: Record<string, string[]> = {
  COM: ['Head Office', 'Showroom', 'Branch Office', 'Retail Outlet'],
  IND: ['Factory', 'Warehouse', 'Head Office', 'Production Plant'],
  HOSP: ['Hotel', 'Central Kitchen', 'Restaurant', 'Outlet'],
  HEALTH: ['Clinic', 'Main Centre', 'Branch Clinic'],
  EDU: ['Campus', 'Learning Centre', 'Branch'],
  CONDO: ['Clubhouse', 'Tower A', 'Tower B', 'Guardhouse'],
  GOV: ['Town Council Office', 'Block 1 Void Deck', 'Community Hall'],
  SUPPLIER: ['Office', 'Warehouse', 'Showroom'],
};

// ---------- vehicles ----------

/**
 * A goods-vehicle plate (GBC 4821 K) with its check letter: the prefix's last two letters
 * (A=1..Z=26) and the four digits, weighted 9 4 5 4 3 2, sum modulo 19.
 */
export function vehiclePlate(random: SeededRandom): string {
  const prefix = `GB${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}`;
  const digits = String(random.int(1, 9999));
  const values = [...prefix.slice(-2)].map((c) => c.charCodeAt(0) - 64).concat([...digits.padStart(4, '0')].map(Number));
  const sum = values.reduce((s, v, i) => s + v * [9, 4, 5, 4, 3, 2][i], 0);
  return `${prefix} ${digits} ${'AZYXUTSRPMLKJHGEDCB'[sum % 19]}`;
}
