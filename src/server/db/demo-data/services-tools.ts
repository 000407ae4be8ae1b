/**
 * Service tools beyond job orders: the requests customers made (most already turned into a job
 * order, the newest still waiting), the reports technicians wrote on finished jobs, and office
 * relocations with their items.
 */
import { JOB_TYPES, ROOMS } from './catalogue';
import { SERVICE_WORK } from './content';
import { DAY, dayOf, daysToSaturday, HOUR, type Context, type Made } from './context';
import type { MoreLists } from './masterlists';

const PRIORITY_OF_STATUS: Record<string, string> = { '0': 'Normal', '1': 'Normal', '2': 'High', '3': 'High', '4': 'Normal', '5': 'Low' };

async function serviceRequests(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  // Requests behind existing jobs: made a few days before the job's ETA.
  for (const job of extra.sample(made.jobs, 25)) {
    await api.create('service_requests', {
      company_id: job.company.id,
      site_id: job.site.id,
      contact_person: job.company.attn,
      contact_phone: job.company.tel,
      contact_email: job.company.email,
      problem_description: job.problem,
      priority: PRIORITY_OF_STATUS[job.job_status] ?? 'Normal',
      service_location: job.remote ? 'Remote' : 'On-site',
      preferred_date: dayOf(ctx, job.eta) - extra.int(0, 2) * DAY,
      joborder_header_id: job.id,
    });
  }
  // New requests the coordinators have not scheduled yet.
  for (let i = 0; i < 15; i++) {
    const company = extra.pick(made.customers);
    const type = extra.pick(JOB_TYPES);
    const problem = extra.pick(type.problems).replace('{n}', String(extra.int(2, 6))).replace('{room}', extra.pick(ROOMS));
    await api.create('service_requests', {
      company_id: company.id,
      site_id: extra.pick(company.sites).id,
      contact_person: company.attn,
      contact_phone: company.tel,
      contact_email: company.email,
      problem_description: problem,
      priority: extra.pick(['Low', 'Normal', 'Normal', 'High', 'Urgent']),
      service_location: type.code === 'CCTV' && extra.chance(0.5) ? 'Remote' : 'On-site',
      preferred_date: today + extra.int(1, 10) * DAY,
    });
  }
}

/** Reports on done and completed jobs, by the technician who went, with the checklist answered. */
async function serviceReports(ctx: Context, made: Made) {
  const { api, extra } = ctx;
  const finished = made.jobs.filter((j) => (j.job_status === '4' || j.job_status === '5') && j.one !== null);
  for (const job of extra.sample(finished, 60)) {
    const work = SERVICE_WORK[job.type.code] ?? SERVICE_WORK.SVC;
    const arrived = job.eta + extra.int(-2, 4) * 600;
    await api.create('service_reports', {
      joborder_header_id: job.id,
      employee_id: job.one,
      time_in: arrived,
      time_out: arrived + job.type.default_duration * 60 + extra.int(0, 6) * 600,
      work_done: `<p>${work.done}</p>`,
      findings: `<p>${extra.sample(work.findings, extra.int(1, 2)).join(' ')}</p>`,
      recommendations: `<p>${extra.pick(work.advice)}</p>`,
      customer_signature_name: job.company.attn,
      checklist_answers: { units_checked: extra.int(1, 6), area_left_clean: true, customer_briefed: true, photos_taken: extra.int(2, 8) },
    });
  }
}

/** Office moves for customers: from one of their sites to another, or to a new address. */
async function relocationJobs(ctx: Context, made: Made, lists: MoreLists) {
  const { api, extra, today } = ctx;
  const movers = extra.sample(made.customers, 10);
  for (const [i, company] of movers.entries()) {
    const [from, to] = company.sites.length > 1 ? extra.sample(company.sites, 2) : [company.sites[0], null];
    const newLevel = extra.int(2, 20);
    const job = extra.chance(0.5) ? extra.pick(made.jobs.filter((j) => j.company.id === company.id)) : undefined;
    await api.create('relocation_jobs', {
      company_id: company.id,
      from_site_id: from.id,
      from_address: from.address,
      to_site_id: to?.id ?? null,
      to_address: to ? to.address : `Level ${newLevel}, new premises (address to be confirmed)`,
      // Moves happen on Saturdays, starting at 8 am; half are done, half coming.
      relocation_date: today + (daysToSaturday(ctx) + 7 * (i < 5 ? -extra.int(1, 8) : extra.int(0, 5))) * DAY + 8 * HOUR,
      contact_person: company.attn,
      contact_phone: company.tel,
      joborder_header_id: job?.id ?? null,
      remarks: '<p>Lift booking and floor protection arranged with the building management.</p>',
      lines: extra.sample(lists.relocationItems, extra.int(3, 7)).map((item) => ({
        relocation_item_id: item.id,
        description: item.description,
        qty: item.uom === 'BOX' ? extra.int(20, 80) : extra.int(1, 25),
        from_location: `Level ${extra.int(1, 12)}, ${extra.pick(ROOMS)}`,
        to_location: `Level ${newLevel}, ${extra.pick(ROOMS)}`,
      })),
    });
  }
}

export async function loadServicesTools(ctx: Context, made: Made, lists: MoreLists) {
  await serviceRequests(ctx, made);
  await serviceReports(ctx, made);
  await relocationJobs(ctx, made, lists);
}
