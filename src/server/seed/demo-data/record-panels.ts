/**
 * What the notes, documents and comments panels show on a record (spec: each tied to a module
 * name and a header id): notes on customers and jobs, documents filed against quotations,
 * contracts and jobs, and comment threads on job orders.
 */
import { JOB_COMMENTS, NOTE_TEXTS } from './content';
import type { Context, Made } from './context';

/** Documents as filed: the module, a name for the record's number, and the kind of file. */
const DOCUMENT_KINDS = [
  { module: 'quotations', name: (no: string) => `Signed quotation ${no}.pdf`, icon: 'PictureAsPdf', file_type: 'application/pdf', description: 'Customer\u2019s signed acceptance' },
  { module: 'contract_headers', name: (no: string) => `Maintenance agreement ${no}.pdf`, icon: 'PictureAsPdf', file_type: 'application/pdf', description: 'Signed copy, both parties' },
  { module: 'joborder_headers', name: (no: string) => `${no} site photos.jpg`, icon: 'Image', file_type: 'image/jpeg', description: 'Before and after photos from the technician' },
  { module: 'joborder_headers', name: (no: string) => `${no} floor plan.dwg`, icon: 'Architecture', file_type: 'application/acad', description: 'Layout with the new unit positions' },
];

export async function loadRecordPanels(ctx: Context, made: Made) {
  const { api, extra } = ctx;
  const officeUsers = made.employees.filter((e) => !e.fieldStaff).map((e) => e.userId);
  const userOf = new Map(made.employees.map((e) => [e.id, e.userId]));

  for (let i = 0; i < 30; i++) {
    const { tag, text } = extra.pick(NOTE_TEXTS);
    const onJob = extra.chance(0.5);
    const job = extra.pick(made.jobs);
    await api.create('notes', {
      module: onJob ? 'joborder_headers' : 'companies',
      header_id: onJob ? job.id : job.company.id,
      tag,
      notes: `<p>${text}</p>`,
      user_id: extra.pick(officeUsers),
    });
  }

  for (let i = 0; i < 16; i++) {
    const kind = DOCUMENT_KINDS[i % DOCUMENT_KINDS.length];
    const record =
      kind.module === 'quotations' ? extra.pick(made.quotations) : kind.module === 'contract_headers' ? extra.pick(made.contracts) : extra.pick(made.jobs);
    // A draft quotation has no number yet: its documents go by its id.
    const number = 'number' in record ? (record.number ?? `Q${record.id}`) : 'refnum' in record ? record.refnum : record.ticket_no;
    const revised = extra.chance(0.25);
    await api.create('documents', {
      module: kind.module,
      header_id: record.id,
      name: kind.name(number),
      icon: kind.icon,
      file_type: kind.file_type,
      revision_no: revised ? 1 : 0,
      to_revise: !revised && extra.chance(0.1),
      description: kind.description,
      user_id: extra.pick(officeUsers),
    });
  }

  // Comment threads on jobs: who called whom, what was ordered, when it was done.
  for (const job of extra.sample(made.jobs, 20)) {
    // A job that moved through its workflow has its timeline already (one per record).
    const [existing] = await api.all('timeline_headers', `&filterExt=${encodeURIComponent(`module='joborder_headers',header_type='comment',header_id=${job.id}`)}`);
    const header = existing ?? (await api.create('timeline_headers', { module: 'joborder_headers', header_type: 'comment', header_id: job.id }));
    const count = extra.int(1, 4);
    for (const remarks of JOB_COMMENTS.slice(0, count)) {
      // The technician posts his own way there; the office posts the rest.
      const technician = remarks.startsWith('Technician') && job.one !== null ? userOf.get(job.one) : undefined;
      await api.create('timelines', { header: header.id, user_id: technician ?? extra.pick(officeUsers), remarks });
    }
  }
}
