/**
 * Demo data (issue 3, item 7), loaded by `npm run seed:demo` and never by a plain start: about
 * 50 Singapore companies with their sites, 30 employees with their user accounts, 200 products,
 * 300 job orders over every job status, 100 each of quotations, sales orders and invoices with
 * priced lines, 40 contracts, and the masterlists they name; then a handful to a few dozen rows
 * for every other list of the menu (sales and service tools, agreements, e-commerce, banners,
 * feedbacks, dev tools, admin pages, notes, documents and comments), each referring to the
 * records above, so every list screen opens on real rows.
 *
 * Deterministic: every choice comes from random sources seeded from one number and every date
 * from `today` (the day it runs unless asked for another), so two loads on one day into fresh
 * databases are identical.
 * Everything goes through the API as the administrator (api.ts), so totals, numbers and the
 * audit log are what a user's writes would give.
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../config';
import type { Registry } from '../../registry';
import type { Database } from '../../db/connect';
import { singaporeDate, singaporeMidnight } from '../../../shared/singapore-time';
import { unixNow } from '../../clock';
import { standardGstRateOn } from '../reference-data/lists';
import { DemoApi, type Rec } from './api';
import { SeededRandom } from './random';
import {
  BRANDS,
  COMPETENCIES,
  CONTRACT_TYPES,
  DEPARTMENTS,
  DESIGNATIONS,
  JOB_TYPES,
  PRODUCT_FAMILIES,
  QUOTATION_TERMS,
  ROOMS,
  ROSTER,
} from './catalogue';
import { addressLine, DAY, dayOf, money, type Company, type Context, type Contract, type Employee, type Job, type Line, type Made, type Product, type SalesDocument } from './context';
import { CATEGORIES, categoryOf, MANUFACTURER_COUNTRIES } from './lists';
import { CUSTOMER_TRADES, landline, mobile, NAME_WORDS, randomAddress, randomPerson, SITE_NAMES, slug, STREETS, SUPPLIER_TRADES, uen } from './singapore';
import { loadMasterlists } from './masterlists';
import { loadSalesTools } from './sales-tools';
import { jobFromRequest, loadServicesTools, walkJob } from './services-tools';
import { loadAgreements } from './agreements';
import { loadECommerce } from './e-commerce';
import { loadFeedbacks } from './feedbacks';
import { loadDevTools } from './dev-tools';
import { loadWebsite } from './website';
import { loadAdmin } from './admin';
import { loadRecordPanels } from './record-panels';
import { loadPurchases } from './purchases';
import { loadGstPeriods } from './gst';

export const DEMO_SEED = 20240101;

/**
 * The day the demo's dates are relative to (job ETAs around it, documents before it): the day
 * asked for (`--today YYYY-MM-DD`), else the day it runs in Singapore, so the board lanes and the
 * map view have today's jobs and only the jobs of past days still open are late (issue 24 item 9).
 * Unix seconds of that day's midnight in Singapore.
 */
export function demoToday(options: Pick<DemoOptions, 'today'>, now = unixNow()): number {
  return options.today ? singaporeDate(options.today) : singaporeMidnight(now);
}

/** How much of each the demo loads. */
export const DEMO_SIZES = {
  customers: 40,
  suppliers: 10,
  products: 200,
  jobOrders: 300,
  quotations: 100,
  salesOrders: 100,
  invoices: 100,
  contracts: 40,
};

/** The first customer's id names a load: CUS0001 for the first, CUS0001-2 for a second one (--force). */
const FIRST_COMPANY_ID = 'CUS0001';

export interface DemoOptions {
  seed?: number;
  /** YYYY-MM-DD. */
  today?: string;
  /** Load again into a database that already has the demo data (its codes get a -2, -3 ... suffix). */
  force?: boolean;
}

export interface DemoReport {
  /** 1 for the first load into a database, 2 for the next (--force) ... */
  load: number;
  /** Records created per collection (child lines not counted). */
  created: Record<string, number>;
  seconds: number;
}

export class DemoAlreadyLoaded extends Error {
  override name = 'DemoAlreadyLoaded';
}

/** A shop price in a range: whole dollars ending in .00, .50 or .90. */
const priceIn = (random: SeededRandom, [min, max]: [number, number]) => money(random.int(min, max - 1) + random.pick([0, 0.5, 0.9]));

/** An item name as it reads after a brand: "Daikin ducted air-conditioner", but "LG System 3 ..." and "Dahua IP dome camera". */
const afterBrand = (item: string) => (/^(System|[A-Z]{2,})\b/.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1));

/** EAN-13 under Singapore's GS1 prefix 888, with its check digit. */
function barcode(random: SeededRandom): string {
  const body = `888${random.digits(9)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** How many loads the database already has (0: none). */
async function loadsPresent(api: DemoApi): Promise<number> {
  const ids = new Set((await api.all('companies')).map((c) => c.company_id as string));
  let loads = 0;
  while (ids.has(loads === 0 ? FIRST_COMPANY_ID : `${FIRST_COMPANY_ID}-${loads + 1}`)) loads++;
  return loads;
}

/** The masterlists the first steps refer to; a later load reuses the rows an earlier one made. */
async function masterlists(ctx: Context) {
  const { api, registry } = ctx;
  const has = (c: string) => registry.get(c) !== undefined;
  const competencies = has('competencies') ? await api.ensureAll('competencies', 'code', COMPETENCIES) : new Map<string, Rec>();
  if (has('brands')) await api.ensureAll('brands', 'code', BRANDS);
  const departments = has('departments') ? await api.ensureAll('departments', 'code', DEPARTMENTS) : new Map<string, Rec>();
  const designations = has('designations') ? await api.ensureAll('designations', 'code', DESIGNATIONS) : new Map<string, Rec>();
  const jobTypes = has('job_types')
    ? await api.ensureAll(
        'job_types',
        'code',
        JOB_TYPES.map(({ code, name, default_duration, default_price, competency, response_hours }) => ({ code, name, default_duration, default_price, response_hours, competency_id: competencies.get(competency)?.id ?? null })),
      )
    : new Map<string, Rec>();
  if (has('contract_types')) await api.ensureAll('contract_types', 'code', CONTRACT_TYPES);
  const segments = new Map((await api.all('company_types')).map((t) => [t.code as string, t.id as number]));
  // Categories parents first, so a child can name its parent's id.
  const categories = new Map<string, Rec>();
  for (const { parent, ...category } of CATEGORIES) {
    const made = await api.ensureAll('categories', 'code', [{ ...category, parent_id: parent ? categories.get(parent)!.id : null }]);
    categories.set(category.code, made.get(category.code)!);
  }
  const manufacturers = await api.ensureAll(
    'manufacturers',
    'code',
    BRANDS.map(({ code, name }) => ({
      code,
      name,
      country: MANUFACTURER_COUNTRIES[code] ?? null,
      website: `https://www.${slug(name)}.example`,
      email: `sg.sales@${slug(name)}.example`,
    })),
  );
  return { jobTypes, competencies, departments, designations, segments, categories, manufacturers };
}

function companyName(random: SeededRandom, segment: string | null, taken: Set<string>): { name: string; domain: string } {
  for (;;) {
    const word = random.pick(NAME_WORDS);
    const trade = random.pick(segment ? CUSTOMER_TRADES[segment] : SUPPLIER_TRADES);
    const name =
      segment === 'CONDO' ? `The ${word} ${trade.replace('(MCST)', `(MCST ${random.int(1000, 4999)})`)}` : `${word} ${trade}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const core = trade.replace(/ ?(Pte Ltd|\(MCST\))/, '');
    return { name, domain: `${slug(word)}${slug(core)}.example` };
  }
}

/** The customers and suppliers with their sites. */
async function companies(ctx: Context, segments: Map<string, number>): Promise<{ customers: Company[]; suppliers: Company[] }> {
  const { api, random, suffix } = ctx;
  // Customers by segment; the rest of the 50 are suppliers.
  const mix: Array<[string, number]> = [['COM', 12], ['IND', 8], ['HOSP', 5], ['HEALTH', 4], ['EDU', 3], ['CONDO', 6], ['GOV', 2]];
  const plan = [...mix.flatMap(([segment, n]) => Array<string | null>(n).fill(segment)), ...Array<string | null>(DEMO_SIZES.suppliers).fill(null)];
  const taken = new Set<string>();
  const customers: Company[] = [];
  const suppliers: Company[] = [];
  let customerNo = 0;
  let supplierNo = 0;
  for (const segment of random.shuffle(plan)) {
    const isSupplier = segment === null;
    const companyId = isSupplier ? `SUP${String(++supplierNo).padStart(4, '0')}${suffix}` : `CUS${String(++customerNo).padStart(4, '0')}${suffix}`;
    const { name, domain } = companyName(random, segment, taken);
    const attn = randomPerson(random).display_name;
    const email = `${random.pick(['info', 'admin', 'accounts', 'enquiry'])}@${domain}`;
    const tel = landline(random);
    const shortName = name.replace(/^The /, '').split(' ').slice(0, 2).join(' ');
    const siteNames = random.sample(SITE_NAMES[segment ?? 'SUPPLIER'], random.int(1, isSupplier ? 2 : 3));
    const addresses = siteNames.map(() => randomAddress(random, shortName));
    const head = addresses[0];
    const coType = isSupplier ? 'Supplier' : 'Customer';
    const company = await api.create('companies', {
      company_id: companyId,
      company_name: name,
      co_type: coType,
      segment_id: isSupplier ? null : (segments.get(segment) ?? null),
      company_status: random.chance(0.1) ? 'Prospect' : 'Active',
      uen: uen(random),
      attn,
      email,
      tel,
      fax: random.chance(0.3) ? landline(random) : null,
      addr1: head.addr1,
      addr2: head.addr2,
      country: 'Singapore',
      postal: head.postal,
      gst: true,
      gst_percent: standardGstRateOn(ctx.today),
      currency_id: 'SGD',
    });
    const sites: Company['sites'] = [];
    for (const [i, address] of addresses.entries()) {
      const siteName = `${shortName} ${siteNames[i]}`;
      const site = await api.create('company_locations', {
        header_id: company.id,
        site_id: `S${String(i + 1).padStart(2, '0')}`,
        site_name: siteName,
        attn: i === 0 ? attn : randomPerson(random).display_name,
        tel: i === 0 ? tel : landline(random),
        email,
        ...address,
        country: 'Singapore',
        is_default: i === 0,
        co_type: coType,
      });
      sites.push({ id: site.id, name: siteName, latitude: address.latitude, longitude: address.longitude, address: addressLine(address) });
    }
    const made: Company = { id: company.id, company_name: name, attn, email, tel, addr1: head.addr1, addr2: head.addr2, postal: head.postal, company_status: company.company_status, sites };
    (isSupplier ? suppliers : customers).push(made);
  }
  return { customers, suppliers };
}

/** The role of an employee's user account, by designation (roles shipped with the product). */
const ROLE_OF_DESIGNATION: Record<string, string> = {
  TECH: 'technician',
  STECH: 'technician',
  SUPV: 'coordinator',
  COORD: 'coordinator',
  SE: 'sales',
  ACC: 'finance',
  OPSMGR: 'custadmin',
  ADM: 'custadmin',
};

/**
 * The staff, each with a user account to sign in with. The accounts have neither password nor
 * email: an administrator sets a password (or adds the email, which sends an invitation) before
 * anyone uses them, so a demo load never mails anybody.
 */
async function employees(ctx: Context, lists: Awaited<ReturnType<typeof masterlists>>): Promise<Employee[]> {
  const { api, random, suffix, today } = ctx;
  const staff: Employee[] = [];
  const emails = new Set<string>();
  let n = 0;
  for (const { designation, department, count, fieldStaff: goesOut } of ROSTER) {
    for (let i = 0; i < count; i++) {
      n++;
      const person = randomPerson(random);
      let local = `${slug(person.first_name)}.${slug(person.last_name)}`;
      for (let k = 2; emails.has(local); k++) local = `${slug(person.first_name)}.${slug(person.last_name)}${k}`;
      emails.add(local);
      const skills = goesOut ? ['ACON', ...random.sample(['REFRIG', 'ELEC', 'PLUMB', 'WAH', 'CCTV'], random.int(0, designation === 'TECH' ? 2 : 3))] : [];
      const user = await api.create('users', {
        username: `${local}${suffix}`,
        first_name: person.first_name,
        last_name: person.last_name,
        role: ROLE_OF_DESIGNATION[designation] ?? 'readonly',
      });
      const employee = await api.create('employees', {
        code: `E${String(n).padStart(3, '0')}${suffix}`,
        ...person,
        designation_id: lists.designations.get(designation)?.id ?? null,
        department_id: lists.departments.get(department)?.id ?? null,
        email: `${local}${suffix ? `+${suffix.slice(1)}` : ''}@fieldservice.example`,
        mobile: mobile(random),
        employment_type: random.chance(0.9) ? 'Full-time' : 'Contract',
        competencies: skills.map((code) => lists.competencies.get(code)?.id).filter((id) => id !== undefined),
        user_id: user.id,
        date_joined: today - random.int(30, 3000) * DAY,
        hourly_cost: money(random.int(goesOut ? 18 : 20, goesOut ? 35 : 45) + random.pick([0, 0.5])),
        // Technicians go out to jobs from a base near a street of the demo's (no random draw, so the rest of the data stays as it was).
        field_staff: goesOut,
        ...(goesOut ? baseOf(n) : {}),
      });
      staff.push({ id: employee.id, display_name: person.display_name, designation, skills, fieldStaff: goesOut, userId: user.id });
    }
  }
  return staff;
}

/** A field employee's base: near one of the demo's streets, spread by their number. */
function baseOf(n: number): { base_latitude: number; base_longitude: number } {
  const street = STREETS[(n * 7) % STREETS.length];
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return { base_latitude: round(street.lat + ((n % 5) - 2) * 0.002), base_longitude: round(street.lng + ((n % 3) - 1) * 0.002) };
}

async function products(ctx: Context, lists: Awaited<ReturnType<typeof masterlists>>): Promise<Product[]> {
  const { api, random, suffix } = ctx;
  const brandName = new Map(BRANDS.map((b) => [b.code, b.name]));
  const candidates = PRODUCT_FAMILIES.flatMap((family) =>
    (family.brands.length ? family.brands : [null]).flatMap((brand) => family.items.map((item) => ({ family, brand, item }))),
  );
  // Every service the business sells, then goods and spare parts of random brands.
  const services = candidates.filter((c) => c.brand === null);
  const goods = random.shuffle(candidates.filter((c) => c.brand !== null)).slice(0, DEMO_SIZES.products - services.length);
  const out: Product[] = [];
  for (const [i, { family, brand, item }] of [...services, ...goods].entries()) {
    const price = priceIn(random, item.price);
    const brandLabel = brand ? brandName.get(brand)! : null;
    const model = brand ? `${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${random.digits(2)}${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}-${random.digits(2)}` : null;
    const name = brandLabel ? `${brandLabel} ${afterBrand(item.name)}` : item.name;
    const product = await api.create('products', {
      name,
      sku: `${brand ?? 'SVC'}-${family.code}-${String(i + 1).padStart(4, '0')}${suffix}`,
      description: `<p>${name}${model ? `, model ${model}` : ''}.</p>`,
      price,
      new_price: random.chance(0.2) ? money(price * (1 - random.int(5, 15) / 100)) : price,
      category_id: lists.categories.get(categoryOf(family.code, item.name))?.id ?? null,
      manufacturer_id: brand ? (lists.manufacturers.get(brand)?.id ?? null) : null,
      uom: family.uom,
      brand: brandLabel,
      model,
      barcode: family.type === 'Service' ? null : barcode(random),
      stock_quantity: family.stocked ? random.int(0, 120) : 0,
      type: family.type,
    });
    out.push({ id: product.id, name, brand: brandLabel, model, uom: family.uom, price, family });
  }
  return out;
}

/** Job statuses '0'..'5' in a working mix: many new and completed, some paused. */
const JOB_STATUS_MIX: Array<[string, number]> = [['0', 60], ['1', 50], ['2', 30], ['3', 15], ['4', 45], ['5', 100]];
/** Day offsets from today that a job of each status is due in. */
const JOB_DAYS: Record<string, [number, number]> = { '0': [0, 14], '1': [-2, 10], '2': [-1, 0], '3': [-10, -1], '4': [-30, -1], '5': [-180, -7] };

/**
 * A demo job's due-by: a quarter of its type's response time after its appointment ends, so an
 * open job turns at risk once its appointment is over and late a quarter of the response time
 * later (schedule/sla.ts): the jobs of past days still open are late, today's mostly on time.
 */
const demoDueBy = (eta: number, type: (typeof JOB_TYPES)[number]) => eta + type.default_duration * 60 + Math.round((type.response_hours * 3600) / 4);

async function jobOrders(ctx: Context, customers: Company[], technicians: number[], jobTypes: Map<string, Rec>): Promise<Job[]> {
  const { api, random, today } = ctx;
  const statuses = random.shuffle(JOB_STATUS_MIX.flatMap(([status, n]) => Array<string>(n).fill(status)));
  const jobs: Job[] = [];
  for (const jobStatus of statuses.slice(0, DEMO_SIZES.jobOrders)) {
    const company = random.pick(customers);
    const site = random.pick(company.sites);
    const type = random.pick(JOB_TYPES);
    const problem = random.pick(type.problems).replace('{n}', String(random.int(2, 8))).replace('{room}', random.pick(ROOMS));
    // Only a CCTV fault can be looked into from the office (over the NVR's remote access).
    const remote = type.code === 'CCTV' && random.chance(0.5);
    const [from, to] = JOB_DAYS[jobStatus];
    // Working hours, on the half hour.
    const eta = today + random.int(from, to) * DAY + random.int(16, 34) * 1800;
    const unassigned = jobStatus === '0' && random.chance(0.4);
    const [one, two] = random.sample(technicians, 2);
    const details = {
      job_type_id: jobTypes.get(type.code)?.id ?? null,
      due_by: demoDueBy(eta, type),
      job_eta: eta,
      scheduled_start: eta,
      scheduled_end: eta + type.default_duration * 60,
      latitude: remote ? null : site.latitude,
      longitude: remote ? null : site.longitude,
      joborder_employee_one: unassigned ? null : one,
      joborder_employee_two: unassigned || random.chance(0.7) ? null : two,
    };
    const service_location = remote ? 'Remote' : 'On-site';
    // Some jobs were raised from a customer's service request, a few days before the ETA.
    const job = ctx.extra.chance(0.1)
      ? await api.update('joborder_headers', (await jobFromRequest(ctx, { company, site, problem, service_location, preferred_date: dayOf(ctx, eta) - ctx.extra.int(0, 2) * DAY })).id, details)
      : await api.create('joborder_headers', { company_id: company.id, site_id: site.id, company_name: company.company_name, problem_description: problem, service_location, ...details });
    const made: Job = { id: job.id, ticket_no: job.ticket_no, company, site, type, job_status: '0', problem, eta, remote, one: job.joborder_employee_one, two: job.joborder_employee_two };
    await walkJob(ctx, made, jobStatus);
    jobs.push(made);
  }
  return jobs;
}

function randomLines(random: SeededRandom, catalogue: Product[]): Line[] {
  return random.sample(catalogue, random.int(1, 6)).map((p) => ({
    product_id: p.id,
    description: p.name,
    qty: p.uom === 'M' ? random.int(5, 30) : p.uom === 'HR' ? random.int(1, 8) : random.int(1, 6),
    uom: p.uom,
    unit_price: p.price,
    discount: random.chance(0.2) ? random.pick([5, 10, 15]) : 0,
  }));
}

/** Who the customer's document is addressed to. */
const contactOf = (company: Company) => ({ contact_person: company.attn, contact_email: company.email, contact_phone: company.tel });

async function salesDocuments(ctx: Context, customers: Company[], catalogue: Product[]) {
  const { api, random, today } = ctx;
  const quotations: SalesDocument[] = [];
  for (let i = 0; i < DEMO_SIZES.quotations; i++) {
    const company = random.pick(customers);
    const site = random.pick(company.sites);
    const date = today - random.int(0, 365) * DAY;
    const lines = randomLines(random, catalogue);
    const q = await api.create('quotations', {
      company_id: company.id,
      site_id: site.id,
      ...contactOf(company),
      quotation_date: date,
      valid_until: date + 14 * DAY,
      currency_id: 'SGD',
      gst_percent: standardGstRateOn(date),
      terms: QUOTATION_TERMS,
      lines,
    });
    quotations.push({ id: q.id, number: q.quotation_no, company, site, date, lines });
  }

  // Most orders follow a quotation (same customer and lines); the rest come in directly.
  const orders: Array<SalesDocument & { po: string; delivery: number }> = [];
  const quoted = random.sample(quotations, 60);
  for (let i = 0; i < DEMO_SIZES.salesOrders; i++) {
    const from = quoted[i];
    const company = from?.company ?? random.pick(customers);
    const site = from?.site ?? random.pick(company.sites);
    const date = from ? Math.min(today, from.date + random.int(1, 10) * DAY) : today - random.int(0, 300) * DAY;
    const lines = from?.lines ?? randomLines(random, catalogue);
    const po = `PO-${random.digits(6)}`;
    const delivery = date + random.int(1, 14) * DAY;
    const order = await api.create('sales_orders', {
      company_id: company.id,
      site_id: site.id,
      quotation_id: from?.id ?? null,
      customer_po_no: po,
      ...contactOf(company),
      order_date: date,
      delivery_date: delivery,
      ...(date < today - 30 * DAY ? { status: 'C' } : {}), // older orders are confirmed (numbered); recent ones still drafts
      currency_id: 'SGD',
      gst_percent: standardGstRateOn(date),
      lines,
    });
    orders.push({ id: order.id, number: order.order_no, company, site, date, lines, po, delivery });
  }
  // A quotation the customer ordered is confirmed, which gives it its number.
  await api.setStatus('quotations', quoted.map((q) => q.id), 'C');
  const numbers = new Map((await api.all('quotations')).map((q) => [q.id, q.quotation_no as string | null]));
  for (const q of quotations) q.number = numbers.get(q.id) ?? q.number;

  const invoices: SalesDocument[] = [];
  const invoiced = random.sample(orders, 70);
  const TERMS: Record<string, number> = { COD: 0, 'Net 7': 7, 'Net 14': 14, 'Net 30': 30, 'Net 60': 60 };
  const unpaidConfirmed: Array<Record<string, any>> = [];
  for (let i = 0; i < DEMO_SIZES.invoices; i++) {
    const from = invoiced[i];
    const company = from?.company ?? random.pick(customers);
    const date = from ? Math.min(today, from.date + random.int(1, 14) * DAY) : today - random.int(0, 300) * DAY;
    const terms = random.pick(Object.keys(TERMS));
    const due = date + TERMS[terms] * DAY;
    const roll = random.next();
    const paymentStatus = due < today - 30 * DAY ? (roll < 0.85 ? 'Paid' : 'Partly paid') : roll < 0.3 ? 'Paid' : roll < 0.4 ? 'Partly paid' : 'Unpaid';
    const site = from?.site ?? random.pick(company.sites);
    const lines = from?.lines ?? randomLines(random, catalogue);
    const invoice = await api.create('sales_invoices', {
      company_id: company.id,
      site_id: site.id,
      sales_order_id: from?.id ?? null,
      customer_po_no: from?.po ?? null,
      ...contactOf(company),
      invoice_date: date,
      payment_terms: terms,
      ...(paymentStatus !== 'Unpaid' || roll < 0.7 ? { status: 'C' } : {}), // an invoice paid against is confirmed (numbered); some unpaid ones are still drafts
      currency_id: 'SGD',
      gst_percent: standardGstRateOn(date),
      lines,
    });
    // What was paid is a payment allocated to it (the server keeps the invoice's balance and status).
    if (paymentStatus !== 'Unpaid') {
      const amount = paymentStatus === 'Paid' ? Number(invoice.total) : Math.round(Number(invoice.total) * 40) / 100;
      await api.create('payments', {
        company_id: company.id,
        payment_date: Math.min(today, due),
        method: ['PayNow', 'Bank transfer', 'Cheque'][i % 3],
        reference: `TX-${1000 + i}`,
        amount: amount.toFixed(2),
        allocations: [{ invoice_id: invoice.id, amount: amount.toFixed(2) }],
        status: 'C',
      });
    }
    invoices.push({ id: invoice.id, number: invoice.invoice_no, company, site, date, lines });
    if (paymentStatus === 'Unpaid' && invoice.status === 'C') unpaidConfirmed.push(invoice);
  }
  // A few credit notes for goods returned: each credits an unpaid invoice's first line; the first is confirmed.
  for (const [n, invoice] of unpaidConfirmed.slice(0, 3).entries()) {
    const first = (invoice.lines as Array<{ id: number; qty: number }>)[0];
    const note = await api.domain('POST', `sales_invoices/${invoice.id}/convert`, { to: 'credit_notes', lines: [{ line_id: first.id, qty: first.qty }] }, 'credit_notes');
    await api.update('credit_notes', note.id, { reason: 'Goods returned' });
    if (n === 0) await api.setStatus('credit_notes', [note.id], 'C');
  }
  return { quotations, orders, invoices };
}

const CONTRACT_STATUS_MIX: Array<[string, number]> = [['Active', 26], ['Expired', 6], ['Draft', 4], ['Suspended', 2], ['Terminated', 2]];

async function contracts(ctx: Context, customers: Company[], catalogue: Product[]): Promise<Contract[]> {
  const { api, random, today } = ctx;
  const equipment = catalogue.filter((p) => p.family.equipment);
  const statuses = random.shuffle(CONTRACT_STATUS_MIX.flatMap(([status, n]) => Array<string>(n).fill(status)));
  const holders = random.sample(customers, DEMO_SIZES.contracts);
  const made: Contract[] = [];
  for (const [i, contractStatus] of statuses.slice(0, DEMO_SIZES.contracts).entries()) {
    const company = holders[i % holders.length];
    const type = random.pick(CONTRACT_TYPES);
    const term = type.duration_months * 30 * DAY;
    const start =
      contractStatus === 'Draft' ? today + random.int(7, 60) * DAY : contractStatus === 'Expired' ? today - term - random.int(10, 200) * DAY : today - random.int(10, Math.floor(term / DAY) - 10) * DAY;
    const poc = randomPerson(random).display_name;
    const units = random.sample(equipment, random.int(1, 5));
    const designation = random.pick(['Facilities Manager', 'Property Executive', 'Operations Manager', 'Office Manager']);
    const contactMobile = mobile(random);
    const equipmentLines = units.map((p) => ({
      product_id: p.id,
      description: p.name,
      brand: p.brand,
      model: p.model,
      serial_no: `${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${random.digits(9)}`,
      qty: random.int(1, 6),
      location: `Level ${random.int(1, 12)}, ${random.pick(ROOMS)}`,
    }));
    const contract = await api.create('contract_headers', {
      company_id: company.id,
      company_name: company.company_name,
      contract_type: type.name,
      contract_status: contractStatus,
      description: `${type.name} of ${units.length} ${units.length === 1 ? 'system' : 'systems'} at ${company.sites.length} ${company.sites.length === 1 ? 'site' : 'sites'}`,
      details: `<p>${type.visits_per_year} scheduled visits a year; breakdown calls within 4 working hours.</p>`,
      start_date: start,
      end_date: start + term - DAY,
      gst_percent: standardGstRateOn(start),
      currency_id: 'SGD',
      poc,
      designation,
      email: company.email,
      tel: company.tel,
      mobile: contactMobile,
      addr1: company.addr1,
      addr2: company.addr2,
      country: 'Singapore',
      postal: company.postal,
      sites: company.sites.map((s) => ({ site_id: s.id, visits_per_year: type.visits_per_year })),
      equipment: equipmentLines,
    });
    // A year of visits to every unit, at the servicing rate of a wall-mounted unit ($30 a visit).
    const yearly = type.visits_per_year * 30 * equipmentLines.reduce((n, l) => n + l.qty, 0);
    made.push({ id: contract.id, refnum: contract.refnum, company, contract_type: type.name, contract_status: contractStatus, start, end: start + term - DAY, yearly });
  }
  return made;
}

/**
 * Load the demo data into the database of a built app. Refuses (DemoAlreadyLoaded) when the
 * database already has it, unless `force`.
 */
export async function seedDemoData(
  built: { app: FastifyInstance; database: Database; registry: Registry },
  settings: Settings,
  options: DemoOptions = {},
): Promise<DemoReport> {
  const started = performance.now();
  const api = await DemoApi.signIn(built.app, built.database, settings);
  try {
    const loads = await loadsPresent(api);
    if (loads > 0 && !options.force) {
      throw new DemoAlreadyLoaded('This database already has the demo data (customer CUS0001). Run with --force to load it once more, with new codes.');
    }
    const seed = options.seed ?? DEMO_SEED;
    const ctx: Context = {
      api,
      random: new SeededRandom(seed),
      extra: new SeededRandom(seed ^ 0x5eed),
      registry: built.registry,
      today: demoToday(options),
      suffix: loads === 0 ? '' : `-${loads + 1}`,
    };
    const lists = await masterlists(ctx);
    const { customers, suppliers } = await companies(ctx, lists.segments);
    const staff = await employees(ctx, lists);
    const catalogue = await products(ctx, lists);
    const jobs = await jobOrders(ctx, customers, staff.filter((e) => e.fieldStaff).map((e) => e.id), lists.jobTypes);
    const documents = await salesDocuments(ctx, customers, catalogue);
    const made: Made = {
      customers,
      suppliers,
      employees: staff,
      products: catalogue,
      jobs,
      ...documents,
      contracts: await contracts(ctx, customers, catalogue),
      competencies: lists.competencies,
      categories: lists.categories,
      manufacturers: lists.manufacturers,
    };
    // Every other list of the menu, each step on the records above.
    const more = await loadMasterlists(ctx, made);
    await loadSalesTools(ctx, made, more);
    await loadServicesTools(ctx, made, more);
    await loadAgreements(ctx, made);
    await loadECommerce(ctx, made);
    await loadFeedbacks(ctx, made);
    const designs = await loadDevTools(ctx);
    await loadWebsite(ctx, made);
    await loadAdmin(ctx, made, designs);
    await loadRecordPanels(ctx, made);
    await loadPurchases(ctx, made, more);
    await loadGstPeriods(ctx);
    return { load: loads + 1, created: { ...api.created }, seconds: (performance.now() - started) / 1000 };
  } finally {
    await api.signOut();
  }
}
