/**
 * The masterlists and catalogue lists the first steps do not need: warehouses, product
 * attributes, downloadable catalogues, services, company and employee groups, modules, exchange
 * rates, trainings with their sessions, and relocation categories and items. Lists a second load
 * would repeat are made once (by code) and reused.
 */
import type { Rec } from './api';
import { DAY, money, type Context, type Made } from './context';
import {
  COMPANY_GROUPS,
  DOWNLOADABLE_CATALOGUES,
  EXCHANGE_RATES,
  MODULES,
  PRODUCT_ATTRIBUTES,
  RELOCATION_CATEGORIES,
  RELOCATION_ITEMS,
  SERVICES,
  TRAINING_PARTNERS,
  TRAINING_SUBJECTS,
  TRAININGS,
  WAREHOUSES,
} from './lists';
import { landline, randomAddress, randomPerson, uen } from './singapore';
import { singaporeMonthStart } from '../../../shared/singapore-time';

/** What later steps refer to. */
export interface MoreLists {
  /** By code. */
  warehouses: Map<string, Rec>;
  relocationItems: Rec[];
}

async function employeeGroups(ctx: Context, made: Made) {
  const { api, extra, suffix } = ctx;
  const technicians = extra.shuffle(made.employees.filter((e) => e.fieldStaff));
  const leaders = technicians.filter((e) => e.designation === 'SUPV' || e.designation === 'STECH');
  const crew = technicians.filter((e) => !leaders.includes(e));
  const teams = ['East', 'West', 'North', 'Central'];
  const groups = teams.map((area, i) => ({
    code: `TEAM-${area.toUpperCase()}${suffix}`,
    name: `${area} team`,
    description: `Technicians covering the ${area.toLowerCase()} of Singapore`,
    leader_id: leaders[i % leaders.length]?.id ?? null,
    members: [leaders[i % leaders.length], ...crew.filter((_, k) => k % teams.length === i)].filter(Boolean).map((e) => e!.id),
  }));
  // Groups by licence: who may be sent on electrical and on CCTV jobs.
  for (const [code, name, skill] of [['LEW', 'Licensed electrical workers', 'ELEC'], ['SECURITY', 'Security systems team', 'CCTV']]) {
    const members = technicians.filter((e) => e.skills.includes(skill));
    groups.push({ code: `${code}${suffix}`, name, description: `Technicians with the ${skill} competency`, leader_id: members[0]?.id ?? null, members: members.map((e) => e.id) });
  }
  for (const group of groups) await api.create('employee_groups', group);
}

async function exchangeRates(ctx: Context) {
  const { api, extra, today } = ctx;
  const currencies = new Map((await api.all('currencies')).map((c) => [c.code as string, c.id as number]));
  // One rate on the first of each of the last four months, wandering a little from month to month.
  const firstOfMonth = (monthsAgo: number) => singaporeMonthStart(today, -monthsAgo);
  for (const { currency, rate } of EXCHANGE_RATES) {
    const id = currencies.get(currency);
    if (id === undefined) continue;
    let current = rate;
    for (let monthsAgo = 3; monthsAgo >= 0; monthsAgo--) {
      current *= 1 + (extra.next() - 0.5) * 0.02;
      const digits = rate < 0.01 ? 6 : 4;
      await api.create('exchange_rates', { currency_id: id, rate: Number(current.toFixed(digits)), rate_date: firstOfMonth(monthsAgo), source: 'MAS exchange rates, end of previous month' });
    }
  }
}

async function trainings(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  const subjects = await api.ensureAll('training_subjects', 'code', TRAINING_SUBJECTS);
  const partners = await api.ensureAll(
    'training_partners',
    'name',
    TRAINING_PARTNERS.map(({ name, domain }) => {
      const address = randomAddress(extra, name.split(' ')[0]);
      return {
        name,
        uen: uen(extra),
        contact_person: randomPerson(extra).display_name,
        email: `enquiry@${domain}`,
        tel: landline(extra),
        website: `https://www.${domain}`,
        addr1: address.addr1,
        addr2: address.addr2,
        postal: address.postal,
        country: 'Singapore',
      };
    }),
  );
  const courses = await api.ensureAll(
    'trainings',
    'code',
    TRAININGS.map(({ subject, partner, competency, cost, ...t }) => ({
      ...t,
      cost: money(cost),
      subject_id: subjects.get(subject)?.id ?? null,
      partner_id: partners.get(TRAINING_PARTNERS[partner].name)?.id ?? null,
      competency_id: competency ? (made.competencies.get(competency)?.id ?? null) : null,
    })),
  );
  // Two runs of most courses: one past, one coming; a few sessions were called off.
  const technicians = made.employees.filter((e) => e.fieldStaff).map((e) => e.id);
  for (const course of TRAININGS) {
    const training = courses.get(course.code);
    if (!training) continue;
    const partner = partners.get(TRAINING_PARTNERS[course.partner].name);
    for (const when of course.code === 'SVC-EXC' ? [-20] : [-extra.int(20, 150), extra.int(5, 60)]) {
      const start = today + when * DAY;
      const days = Math.ceil(course.duration_hours / 8);
      const status = when < 0 ? (extra.chance(0.1) ? 'Cancelled' : 'Completed') : extra.chance(0.5) ? 'Confirmed' : 'Planned';
      const month = new Date(start * 1000).toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'Asia/Singapore' });
      await api.create('training_sessions', {
        title: `${course.title}, ${month}`,
        training_id: training.id,
        start_date: start,
        end_date: start + (days - 1) * DAY,
        venue: course.code === 'SVC-EXC' || !partner ? 'Training room, Ubi office' : `${partner.name.replace(/ Pte Ltd$/, '')}, ${partner.addr1}`,
        trainer_name: randomPerson(extra).display_name,
        attendees: extra.sample(technicians, extra.int(3, 8)),
        session_status: status,
      });
    }
  }
}

export async function loadMasterlists(ctx: Context, made: Made): Promise<MoreLists> {
  const { api } = ctx;
  const warehouses = await api.ensureAll(
    'warehouses',
    'code',
    WAREHOUSES.map((w) => ({ ...w, country: 'Singapore', contact_person: w.addr1 ? 'Store keeper' : null, tel: w.addr1 ? '+65 6745 2210' : null })),
  );
  await api.ensureAll('product_attributes', 'code', PRODUCT_ATTRIBUTES);
  await api.ensureAll(
    'downloadable_catalogues',
    'title',
    DOWNLOADABLE_CATALOGUES.map(({ brand, category, title, description }, i) => ({
      title,
      description,
      category_id: made.categories.get(category)?.id ?? null,
      manufacturer_id: brand ? (made.manufacturers.get(brand)?.id ?? null) : null,
      version: `2026.${(i % 3) + 1}`,
      published_date: ctx.today - (30 + i * 21) * DAY,
    })),
  );
  await api.ensureAll('services', 'code', SERVICES.map((s) => ({ ...s, unit_price: money(s.unit_price), gst: true })));
  await api.ensureAll('company_groups', 'code', COMPANY_GROUPS);
  await api.ensureAll('modules', 'code', MODULES);
  await employeeGroups(ctx, made);
  await exchangeRates(ctx);
  await trainings(ctx, made);
  const categories = await api.ensureAll('relocation_categories', 'code', RELOCATION_CATEGORIES);
  const items = await api.ensureAll(
    'relocation_item_masters',
    'item_code',
    RELOCATION_ITEMS.map(({ category, size: [l, w, h], ...item }) => ({
      ...item,
      category_id: categories.get(category)?.id ?? null,
      length_cm: l,
      width_cm: w,
      height_cm: h,
      volume_cbm: Math.round((l * w * h) / 1000) / 1000,
    })),
  );
  return { warehouses, relocationItems: [...items.values()] };
}
