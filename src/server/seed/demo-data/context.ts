/** What every step of the demo load shares: the API session, the random sources, today, and what earlier steps made. */
import type { Registry } from '../../registry';
import type { DemoApi, Rec } from './api';
import type { ProductFamily, JOB_TYPES } from './catalogue';
import type { SeededRandom } from './random';

export const DAY = 86_400;
export const HOUR = 3_600;

export const money = (v: number) => Math.round(v * 100) / 100;

export interface Context {
  api: DemoApi;
  /** The source of the first steps (companies to contracts); their rows stay as they were when later steps are added. */
  random: SeededRandom;
  /** The source of every later step. */
  extra: SeededRandom;
  registry: Registry;
  /** Unix seconds of today's midnight in Singapore. */
  today: number;
  /** '' on the first load, '-2' on the second ... */
  suffix: string;
}

export interface Site {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  address: string;
}

export interface Company {
  id: number;
  company_name: string;
  attn: string;
  email: string;
  tel: string;
  addr1: string;
  addr2: string | null;
  postal: string;
  /** Prospect or Active. */
  company_status: string;
  sites: Site[];
}

export interface Employee {
  id: number;
  display_name: string;
  designation: string;
  skills: string[];
  fieldStaff: boolean;
  /** The employee's user account. */
  userId: number;
}

export interface Product {
  id: number;
  name: string;
  brand: string | null;
  model: string | null;
  uom: string;
  price: number;
  family: ProductFamily;
}

export interface Job {
  id: number;
  ticket_no: string;
  company: Company;
  site: Site;
  type: (typeof JOB_TYPES)[number];
  job_status: string;
  problem: string;
  eta: number;
  remote: boolean;
  one: number | null;
  two: number | null;
}

export interface Line {
  product_id: number;
  description: string;
  qty: number;
  uom: string;
  unit_price: number;
  discount: number;
}

/** A quotation, sales order or invoice. */
export interface SalesDocument {
  id: number;
  number: string;
  company: Company;
  site: Site;
  date: number;
  lines: Line[];
}

export interface Contract {
  id: number;
  refnum: string;
  company: Company;
  contract_type: string;
  contract_status: string;
  start: number;
  end: number;
  /** What a year of it costs: the demo's basis for a renewal's amount. */
  yearly: number;
}

/** What the first steps made, for the later ones to refer to. */
export interface Made {
  customers: Company[];
  suppliers: Company[];
  employees: Employee[];
  products: Product[];
  jobs: Job[];
  quotations: SalesDocument[];
  orders: Array<SalesDocument & { po: string; delivery: number }>;
  invoices: SalesDocument[];
  contracts: Contract[];
  /** Masterlist records by code. */
  competencies: Map<string, Rec>;
  categories: Map<string, Rec>;
  manufacturers: Map<string, Rec>;
}

/** Midnight in Singapore of the day `time` falls on. */
export const dayOf = (ctx: Context, time: number) => ctx.today + Math.floor((time - ctx.today) / DAY) * DAY;

/** Days from today to the next Saturday (1-7). */
export const daysToSaturday = (ctx: Context) => 7 - ((new Date((ctx.today + 8 * HOUR) * 1000).getUTCDay() + 1) % 7);

/** A site's address on one line, as the spec joins it (addr1, addr2, postal). */
export const addressLine = (a: { addr1: string | null; addr2: string | null; postal: string | null }) =>
  [a.addr1, a.addr2, a.postal ? `Singapore ${a.postal}` : null].filter(Boolean).join(', ');
