/** Dev tools: message templates, PDF and report designs, and the checklists technicians fill in. */
import type { Rec } from './api';
import { ANNOUNCEMENT_TEMPLATES, CHECKLISTS, NOTIFICATION_TEMPLATES, PDF_DESIGNS, REPORT_DESIGNS } from './content';
import type { Context } from './context';

/** The designs and templates other records name, by code. */
export interface Designs {
  announcementTemplates: Map<string, Rec>;
  reportDesigns: Map<string, Rec>;
}

export async function loadDevTools(ctx: Context): Promise<Designs> {
  const { api } = ctx;
  await api.ensureAll('notification_templates', 'code', NOTIFICATION_TEMPLATES);
  const announcementTemplates = await api.ensureAll('announcement_templates', 'code', ANNOUNCEMENT_TEMPLATES);
  await api.ensureAll('pdf_designs', 'name', PDF_DESIGNS);
  const reportDesigns = await api.ensureAll('report_designs', 'code', REPORT_DESIGNS);
  const jobTypes = new Map((await api.all('job_types')).map((t) => [t.name as string, t.id as number]));
  await api.ensureAll(
    'checklists',
    'code',
    CHECKLISTS.map(({ code, name, job_type, items }) => ({
      code,
      name,
      job_type_id: jobTypes.get(job_type) ?? null,
      description: `<p>Filled in on every ${job_type.toLowerCase()} job and printed on the service report.</p>`,
      items: items.map(([question, answer_type, required], i) => ({ sort_order: (i + 1) * 10, question, answer_type, required })),
    })),
  );
  return { announcementTemplates, reportDesigns };
}
