/**
 * Agreements beyond contracts: warranties on the equipment the business sold (from its invoices)
 * and the renewals of contracts that are ending or have ended.
 */
import { planDates } from '../../agreements/visit-plan';
import { DAY, money, type Context, type Made } from './context';

/** Months of warranty by kind: the maker's on equipment, the business's own on its installation. */
const WARRANTY_MONTHS = { Manufacturer: [12, 24, 36, 60], Extended: [24, 36], Workmanship: [12] } as const;

async function warranties(ctx: Context, made: Made) {
  const { api, extra } = ctx;
  const productById = new Map(made.products.map((p) => [p.id, p]));
  const sold = made.invoices.flatMap((invoice) => invoice.lines.filter((l) => productById.get(l.product_id)?.family.equipment).map((line) => ({ invoice, line })));
  for (const { invoice, line } of extra.sample(sold, 30)) {
    const kind = extra.pick(['Manufacturer', 'Manufacturer', 'Extended', 'Workmanship'] as const);
    const months = extra.pick(WARRANTY_MONTHS[kind]);
    await api.create('warranties', {
      company_id: invoice.company.id,
      site_id: invoice.site.id,
      product_id: line.product_id,
      serial_no: `${extra.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${extra.digits(9)}`,
      sales_invoice_id: invoice.id,
      warranty_type: kind,
      start_date: invoice.date,
      end_date: invoice.date + Math.round(months * 30.44) * DAY,
      terms:
        kind === 'Workmanship'
          ? '<p>Our installation work is guaranteed for 12 months: leaks, drainage and wiring we did are put right free of charge.</p>'
          : '<p>Parts and labour for defects in manufacture. Not covered: damage from power surges, misuse or servicing by others.</p>',
      remarks: kind === 'Manufacturer' ? `<p>Registered with the manufacturer under ${invoice.number ? `invoice ${invoice.number}` : 'a draft invoice'}.</p>` : null,
    });
  }
}

/** Renewals of contracts ending within four months, or ended: pending, quoted, renewed or declined. */
async function renewals(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  const due = made.contracts.filter((c) => c.contract_status === 'Expired' || (c.contract_status === 'Active' && c.end <= today + 120 * DAY));
  // Never fewer than a handful: the contracts ending soonest otherwise.
  const ending = due.length >= 8 ? due : [...made.contracts].filter((c) => c.contract_status !== 'Draft').sort((a, b) => a.end - b.end).slice(0, 8);
  for (const contract of ending) {
    const renewBy = contract.end - 30 * DAY;
    const status = contract.end < today ? extra.pick(['Renewed', 'Declined', 'Renewed']) : renewBy < today ? 'Quoted' : extra.pick(['Pending', 'Quoted']);
    const quotation = status === 'Pending' ? undefined : made.quotations.find((q) => q.company.id === contract.company.id);
    const term = contract.end + DAY - contract.start;
    await api.create('contract_renewals', {
      contract_header_id: contract.id,
      renewal_status: status,
      renew_by: renewBy,
      new_start_date: contract.end + DAY,
      new_end_date: contract.end + term,
      // This year's price with 3-5% more for parts and labour.
      renewal_amount: money(contract.yearly * (1 + extra.int(3, 5) / 100)),
      reminder_date: renewBy - 14 * DAY,
      quotation_id: quotation?.id ?? null,
      remarks:
        status === 'Declined'
          ? '<p>Customer moved to another contractor after a tender.</p>'
          : status === 'Renewed'
            ? `<p>Renewal of ${contract.refnum} signed; the new term starts the day after it ends.</p>`
            : `<p>${contract.contract_type} for ${contract.company.company_name}.</p>`,
    });
  }
}

/**
 * The next 90 days' preventive visits of the first active contracts (as their plan puts them,
 * agreements/visit-plan.ts), from the demo's today rather than the clock, so loads stay alike:
 * planned, with the odd one skipped (the demo's 300 job orders stay as promised: none booked).
 */
async function plannedVisits(ctx: Context, made: Made) {
  const { api, today } = ctx;
  const active = made.contracts.filter((c) => c.contract_status === 'Active' && c.end > today).slice(0, 10);
  let n = 0;
  for (const contract of active) {
    const { sites = [] } = await api.domain('GET', `contract_headers/${contract.id}`);
    for (const site of sites as Array<{ site_id: number; visits_per_year: number | null }>) {
      const perYear = Number(site.visits_per_year ?? 0);
      for (const visit of planDates(contract.start, contract.end, perYear).filter((v) => v.due >= today && v.due <= today + 90 * DAY)) {
        await api.create('planned_visits', {
          contract_header_id: contract.id,
          site_id: site.site_id,
          company_id: contract.company.id,
          due_date: visit.due,
          visit_no: visit.visitNo,
          visits_per_year: perYear,
          description: `${contract.refnum}: visit ${visit.visitNo} of ${perYear}`,
          visit_status: n % 9 === 8 ? 'Skipped' : 'Planned',
          remarks: n % 9 === 8 ? 'Customer asked to combine it with the next visit.' : null,
        });
        n++;
      }
    }
  }
}

export async function loadAgreements(ctx: Context, made: Made) {
  await warranties(ctx, made);
  await renewals(ctx, made);
  await plannedVisits(ctx, made);
}
