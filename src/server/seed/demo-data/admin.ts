/**
 * Admin pages: the field staff's clockings, announcements, saved reports, sponsorships, who is
 * away or on standby, and the tickets and sales potentials the office monitors.
 */
import { ANNOUNCEMENTS, AVAILABILITY_REASONS, REPORTS, SPONSEES } from './content';
import { DAY, HOUR, money, type Context, type Made } from './context';
import type { Designs } from './dev-tools';
import { mobile, slug } from './singapore';

/** The office the field staff clock in at when the day starts there (61 Ubi Avenue 1). */
const OFFICE = { latitude: 1.3302, longitude: 103.8991 };

/** The last three working days (Monday to Saturday) before today, and today's clock-ins so far. */
async function clockings(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  const weekday = (day: number) => new Date((day + 8 * HOUR) * 1000).getUTCDay();
  const days: number[] = [];
  for (let d = today - DAY; days.length < 3; d -= DAY) if (weekday(d) !== 0) days.push(d);
  const fieldStaff = made.employees.filter((e) => e.fieldStaff);
  const firstJob = new Map<string, (typeof made.jobs)[number]>();
  for (const job of made.jobs) {
    const key = `${job.one}:${Math.floor((job.eta - today) / DAY)}`;
    if (job.one !== null && !job.remote && (!firstJob.get(key) || job.eta < firstJob.get(key)!.eta)) firstJob.set(key, job);
  }
  for (const day of [today, ...days].reverse()) {
    for (const person of extra.sample(fieldStaff, day === today ? 8 : fieldStaff.length - extra.int(0, 3))) {
      // Straight to the first job's site when there is one that day, else to the office.
      const job = firstJob.get(`${person.id}:${Math.floor((day - today) / DAY)}`);
      const clockIn = day + 8 * HOUR + extra.int(0, 45) * 60;
      const overtime = extra.chance(0.15);
      await api.create('clockings', {
        employee_id: person.id,
        clock_in: clockIn,
        clock_out: day === today ? null : day + (overtime ? 19 : 17) * HOUR + extra.int(30, 59) * 60,
        site_id: job?.site.id ?? null,
        latitude: job?.site.latitude ?? OFFICE.latitude,
        longitude: job?.site.longitude ?? OFFICE.longitude,
        remarks: overtime && day !== today ? 'Overtime: emergency call-out after hours' : null,
      });
    }
  }
}

async function announcements(ctx: Context, designs: Designs) {
  const { api, today } = ctx;
  for (const { from, days, template, ...announcement } of ANNOUNCEMENTS) {
    await api.create('announcements', {
      ...announcement,
      start_date: today + from * DAY,
      end_date: today + (from + days - 1) * DAY,
      template_id: template ? (designs.announcementTemplates.get(template)?.id ?? null) : null,
    });
  }
}

async function reports(ctx: Context, made: Made, designs: Designs) {
  const { api, extra } = ctx;
  const office = made.employees.filter((e) => ['OPSMGR', 'ACC', 'COORD'].includes(e.designation)).map((e) => e.userId);
  for (const { design, ...report } of REPORTS) {
    await api.create('reports', { ...report, report_design_id: designs.reportDesigns.get(design)?.id ?? null, owner_id: extra.pick(office) });
  }
}

async function sponsees(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  const coordinators = made.employees.filter((e) => e.designation === 'SUPV' || e.designation === 'OPSMGR');
  for (const { months, amount, ...sponsee } of SPONSEES) {
    const start = today - extra.int(30, 300) * DAY;
    const individual = sponsee.sponsee_type === 'Individual';
    await api.create('sponsees', {
      ...sponsee,
      email: individual ? `${sponsee.name.split(' ').slice(0, 2).map(slug).join('.')}@mail.example` : `contact@${slug(sponsee.name).slice(0, 24)}.example`,
      mobile: mobile(extra),
      amount: money(amount),
      currency_id: 'SGD',
      start_date: start,
      end_date: start + Math.round(months * 30.44) * DAY,
      coordinator_id: extra.pick(coordinators).id,
      remarks: `<p>${months >= 24 ? 'Paid in yearly instalments' : 'Paid in one instalment'}; progress reviewed every six months.</p>`,
    });
  }
}

/** Leave, appointments and standby duty of the field staff over the next two weeks. */
async function availabilities(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  const fieldStaff = made.employees.filter((e) => e.fieldStaff);
  for (let i = 0; i < 20; i++) {
    const person = extra.pick(fieldStaff);
    const day = today + extra.int(0, 14) * DAY;
    const reason = extra.pick(AVAILABILITY_REASONS);
    const standby = reason.startsWith('Standby');
    const halfDay = reason.startsWith('Medical');
    await api.create('user_availabilities', {
      user_id: person.userId,
      employee_id: person.id,
      date: day,
      from_time: standby ? day + 18 * HOUR : day + (halfDay ? 14 : 9) * HOUR,
      to_time: standby ? day + 23 * HOUR : day + 18 * HOUR,
      available: standby,
      reason,
    });
  }
}

/** Open jobs running against their response time, and sales potentials to follow up. */
async function ticketMonitorings(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  const coordinators = made.employees.filter((e) => e.designation === 'COORD' || e.designation === 'SUPV');
  const sales = made.employees.filter((e) => e.designation === 'SE');
  const open = made.jobs.filter((j) => ['0', '1', '2', '3'].includes(j.job_status));
  for (const job of extra.sample(open, 15)) {
    const late = job.eta < today;
    await api.create('ticket_monitorings', {
      kind: 'Ticket',
      subject: `${job.ticket_no}: ${job.problem}`.slice(0, 200),
      joborder_header_id: job.id,
      company_id: job.company.id,
      priority: late ? 'High' : extra.pick(['Normal', 'Normal', 'Low']),
      sla_due_at: job.eta + 4 * HOUR,
      escalation_level: late ? extra.pick(['1', '2']) : '0',
      assigned_to_id: extra.pick(coordinators).id,
      remarks: late ? '<p>Past the promised time: call the customer with a new ETA.</p>' : null,
    });
  }
  const potentials = [
    'Replace {n} old R22 units with inverter units',
    'Maintenance contract for {n} sites',
    'CCTV upgrade to 4MP, {n} cameras',
    'New office fit-out: air-con and electrical, {n} rooms',
  ];
  for (const company of extra.sample(made.customers, 10)) {
    const value = extra.int(3, 60) * 500;
    await api.create('ticket_monitorings', {
      kind: 'Potential',
      subject: `${company.company_name}: ${extra.pick(potentials).replace('{n}', String(extra.int(2, 12)))}`.slice(0, 200),
      company_id: company.id,
      priority: value > 15000 ? 'High' : 'Normal',
      assigned_to_id: extra.pick(sales).id,
      estimated_value: money(value),
      follow_up_date: today + extra.int(1, 30) * DAY,
      remarks: company.company_status === 'Prospect' ? '<p>New prospect from a site survey.</p>' : '<p>Existing customer; quotation to follow the survey.</p>',
    });
  }
}

export async function loadAdmin(ctx: Context, made: Made, designs: Designs) {
  await clockings(ctx, made);
  await announcements(ctx, designs);
  await reports(ctx, made, designs);
  await sponsees(ctx, made);
  await availabilities(ctx, made);
  await ticketMonitorings(ctx, made);
}
