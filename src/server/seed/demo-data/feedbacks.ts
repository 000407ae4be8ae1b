/**
 * Feedback on finished jobs from customers and from the technicians who went, and the safety
 * and property incidents the business recorded.
 */
import { CUSTOMER_COMMENTS, INCIDENTS, STAFF_COMMENTS } from './content';
import { DAY, dayOf, HOUR, type Context, type Made } from './context';

async function customerFeedbacks(ctx: Context, made: Made) {
  const { api, extra } = ctx;
  const completed = made.jobs.filter((j) => j.job_status === '5');
  for (const job of extra.sample(completed, 25)) {
    // Mostly happy customers, as a working business has.
    const rating = extra.pick([5, 5, 5, 4, 4, 4, 3, 2]);
    const mood = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
    await api.create('customer_feedbacks', {
      company_id: job.company.id,
      site_id: job.site.id,
      contact_name: job.company.attn,
      contact_email: job.company.email,
      joborder_header_id: job.id,
      feedback_date: dayOf(ctx, job.eta) + extra.int(1, 3) * DAY,
      channel: extra.pick(['Survey', 'Survey', 'Email', 'Phone', 'Website']),
      rating,
      comments: `<p>${extra.pick(CUSTOMER_COMMENTS[mood])}</p>`,
      follow_up_required: rating <= 3,
      response: rating <= 3 ? '<p>Service supervisor called the customer and arranged a free return visit.</p>' : null,
    });
  }
}

async function staffFeedbacks(ctx: Context, made: Made) {
  const { api, extra } = ctx;
  const attended = made.jobs.filter((j) => (j.job_status === '4' || j.job_status === '5') && j.one !== null);
  for (const job of extra.sample(attended, 15)) {
    const comment = extra.pick(STAFF_COMMENTS);
    const category = /parking|access/i.test(comment) ? 'Customer' : /ladder|part/i.test(comment) ? 'Equipment' : 'Job';
    await api.create('staff_feedbacks', {
      employee_id: job.one,
      joborder_header_id: job.id,
      company_id: job.company.id,
      feedback_date: dayOf(ctx, job.eta),
      category,
      rating: extra.int(3, 5),
      comments: `<p>${comment}</p>`,
      follow_up_required: category === 'Equipment',
    });
  }
}

async function incidents(ctx: Context, made: Made) {
  const { api, extra } = ctx;
  const onSite = made.jobs.filter((j) => !j.remote && j.one !== null && (j.job_status === '4' || j.job_status === '5'));
  for (const incident of INCIDENTS) {
    const job = extra.pick(onSite);
    // The van break-in happened at the office's car park, not at a customer's.
    const atCustomer = incident.incident_type !== 'Security';
    await api.create('incidents', {
      occurred_at: job.eta + extra.int(1, 3) * HOUR,
      incident_type: incident.incident_type,
      severity: incident.severity,
      company_id: atCustomer ? job.company.id : null,
      site_id: atCustomer ? job.site.id : null,
      location: incident.location,
      joborder_header_id: atCustomer ? job.id : null,
      description: `<p>${incident.description}</p>`,
      reported_by_id: job.one,
      actions_taken: `<p>${incident.actions}</p>`,
      // Injuries needing medical leave are reported to the Ministry of Manpower.
      reported_to_mom: incident.incident_type === 'Injury',
    });
  }
}

export async function loadFeedbacks(ctx: Context, made: Made) {
  await customerFeedbacks(ctx, made);
  await staffFeedbacks(ctx, made);
  await incidents(ctx, made);
}
