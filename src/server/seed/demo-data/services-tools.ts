/**
 * Service tools around job orders: jobs raised from customers' requests, each job taken to its
 * state through its workflow (with the technician's service report before it is done), the
 * requests still waiting, and office relocations with their items.
 */
import { JOB_TYPES, ROOMS } from './catalogue';
import { SERVICE_WORK } from './content';
import type { Rec } from './api';
import { DAY, daysToSaturday, HOUR, type Company, type Context, type Job, type Made, type Site } from './context';
import type { MoreLists } from './masterlists';

/** Raise a job order from a new service request, as a coordinator does (POST /service_requests/{id}/joborder). */
export async function jobFromRequest(
  ctx: Context,
  job: { company: Company; site: Site; problem: string; service_location: string; preferred_date: number },
): Promise<Rec> {
  const { api, extra } = ctx;
  const request = await api.create('service_requests', {
    company_id: job.company.id,
    site_id: job.site.id,
    contact_person: job.company.attn,
    contact_phone: job.company.tel,
    contact_email: job.company.email,
    problem_description: job.problem,
    priority: extra.pick(['Low', 'Normal', 'Normal', 'High']),
    service_location: job.service_location,
    preferred_date: job.preferred_date,
  });
  return api.domain('POST', `service_requests/${request.id}/joborder`, {}, 'joborder_headers');
}

/** The transitions that take a new job to each state (the job order's workflow). */
const WALK: Record<string, Array<[string, unknown]>> = {
  '0': [],
  '1': [['accept', undefined]],
  '2': [['accept', undefined], ['updatejobstatus', { job_status: '2' }]],
  '3': [['accept', undefined], ['updatejobstatus', { job_status: '2' }], ['updatejobstatus', { job_status: '3' }]],
  '4': [['accept', undefined], ['updatejobstatus', { job_status: '2' }], ['report', undefined], ['updatejobstatus', { job_status: '4' }]],
  '5': [['accept', undefined], ['updatejobstatus', { job_status: '2' }], ['report', undefined], ['updatejobstatus', { job_status: '4' }], ['verify', undefined]],
};

/** Move a new job to `status` through its workflow; a job is done only with its service report. */
export async function walkJob(ctx: Context, job: Job, status: string): Promise<void> {
  for (const [step, body] of WALK[status]) {
    if (step === 'report') await serviceReport(ctx, job);
    else await ctx.api.domain('PATCH', `joborder_headers/${job.id}/${step}`, body);
  }
  job.job_status = status;
}

/** A drawn signature (a small PNG): a done job's report must be signed (behaviour/service_reports.ts). */
const DEMO_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The report the technician who went wrote, with the checklist answered, signed by the customer. */
async function serviceReport(ctx: Context, job: Job) {
  const { api, extra } = ctx;
  const work = SERVICE_WORK[job.type.code] ?? SERVICE_WORK.SVC;
  const arrived = job.eta + extra.int(-2, 4) * 600;
  // The job type's checklist (when the checklists are loaded already, as on a second load) answered in full: Done needs its required items.
  const checklist = (await api.domain('GET', `joborder_headers/${job.id}/checklist`)) as { items?: Array<{ question: string; answer_type: string }> } | null;
  const answered = Object.fromEntries((checklist?.items ?? []).map((item) => [item.question, item.answer_type === 'Yes/No' ? true : item.answer_type === 'Number' ? 1 : item.answer_type === 'Date' ? job.eta : 'OK']));
  await api.create('service_reports', {
    joborder_header_id: job.id,
    employee_id: job.one,
    time_in: arrived,
    time_out: arrived + job.type.default_duration * 60 + extra.int(0, 6) * 600,
    work_done: `<p>${work.done}</p>`,
    findings: `<p>${extra.sample(work.findings, extra.int(1, 2)).join(' ')}</p>`,
    recommendations: `<p>${extra.pick(work.advice)}</p>`,
    customer_signature_name: job.company.attn ?? job.company.company_name,
    signature_image: DEMO_SIGNATURE,
    checklist_answers: { units_checked: extra.int(1, 6), area_left_clean: true, customer_briefed: true, photos_taken: extra.int(2, 8), ...answered },
  });
}

/** New requests the coordinators have not scheduled yet. */
async function serviceRequests(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
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
  await relocationJobs(ctx, made, lists);
}
