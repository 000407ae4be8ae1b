/**
 * A contract's visit plan: each covered site with `visits_per_year` = n gets n preventive
 * visits a year over the contract's term, each in the middle of its share of the year (a
 * quarterly plan from 1 January visits mid-February, mid-May, mid-August and mid-November).
 * Visits are planned a set time ahead (PLANNED_VISITS_AHEAD_DAYS), never twice for the same
 * site and day, and never in the past: a plan run late does not fill the calendar with history.
 */
import type { Kysely } from 'kysely';
import type { WireRecord } from '../db/codec';
import type { Database } from '../db/connect';
import type { Records } from '../db/records';
import { SYSTEM_ACTOR, type Actor, type UnitOfWork } from '../db/unit-of-work';
import { onceAcrossInstances, type DailyJob } from '../schedule/daily';
import { unixNow } from '../clock';
import type { Registry } from '../registry';
import { singaporeMidnight } from '../../shared/singapore-time';

const DAY = 86_400;
const YEAR_DAYS = 365.25;

export interface DueVisit {
  due: number;
  /** Which visit of its contract year (1..n). */
  visitNo: number;
}

/** Every visit of an n-a-year plan between start and end (unix seconds), at Singapore midnight. */
export function planDates(start: number, end: number, perYear: number): DueVisit[] {
  if (!(perYear > 0) || end <= start) return [];
  const interval = (YEAR_DAYS / perYear) * DAY;
  const out: DueVisit[] = [];
  for (let k = 0; ; k++) {
    const due = singaporeMidnight(start + k * interval + interval / 2);
    if (due > end) return out;
    out.push({ due, visitNo: (k % perYear) + 1 });
  }
}

export class VisitPlanner {
  constructor(
    private readonly registry: Registry,
    private readonly aheadDays: number,
  ) {}

  /**
   * Every active contract's visits due up to the horizon and not planned yet (POST
   * /planned_visits/plan and the daily job): how many were made. One unit of work a contract, each
   * with the contract locked, so one contract's problem does not hold back the others' plans and
   * two runs at once plan each visit once (the second waits for the first's lock, then sees its visits).
   */
  async planActive(records: Records, actor: Actor, now: number): Promise<number> {
    const contracts = this.registry.require('contract_headers');
    const active = await records
      .reader()
      .selectFrom(contracts.def.table)
      .select('id')
      .where('status', '!=', 'V')
      .where('contract_status', '=', 'Active')
      .where('end_date', '>=', singaporeMidnight(now))
      .orderBy('id')
      .execute();
    let planned = 0;
    for (const { id } of active) planned += await records.transaction(actor, async (uow) => (await this.planContract(uow, await uow.lock(contracts, id as number), now)).length);
    return planned;
  }

  /** The contract's visits due from today to the horizon that are not planned yet, created in `uow`. */
  async planContract(uow: UnitOfWork, contract: WireRecord, now: number): Promise<WireRecord[]> {
    if (contract.status === 'V' || !['Active', 'Draft'].includes(String(contract.contract_status))) return [];
    const visits = this.registry.require('planned_visits');
    const today = singaporeMidnight(now);
    const horizon = today + this.aheadDays * DAY;
    const sites = (contract.sites as WireRecord[] | undefined) ?? [];
    const made: WireRecord[] = [];
    for (const site of sites) {
      const perYear = Number(site.visits_per_year ?? 0);
      const due = planDates(Number(contract.start_date), Number(contract.end_date), perYear).filter((v) => v.due >= today && v.due <= horizon);
      if (!due.length) continue;
      const planned = await this.plannedDays(uow.trx, visits.def.table, contract.id as number, site.site_id as number);
      const siteName = await this.siteName(uow.trx, site.site_id as number);
      for (const v of due.filter((d) => !planned.has(d.due))) {
        made.push(
          await uow.create(
            visits,
            {
              values: {
                contract_header_id: contract.id,
                site_id: site.site_id,
                company_id: contract.company_id ?? null,
                due_date: v.due,
                visit_no: v.visitNo,
                visits_per_year: perYear,
                description: `${contract.refnum ?? contract.company_name} · ${siteName}: visit ${v.visitNo} of ${perYear}`,
                visit_status: 'Planned',
              },
            },
            { action: 'plan' },
          ),
        );
      }
    }
    return made;
  }

  private async plannedDays(db: Kysely<any>, table: string, contractId: number, siteId: number): Promise<Set<number>> {
    const rows = await db.selectFrom(table).select('due_date').where('contract_header_id', '=', contractId).where('site_id', '=', siteId).execute();
    return new Set(rows.map((r) => Number(r.due_date)));
  }

  private async siteName(db: Kysely<any>, siteId: number): Promise<string> {
    const table = this.registry.require('company_locations').def.table;
    const site = await db.selectFrom(table).select(['site_name', 'site_id']).where('id', '=', siteId).executeTakeFirst();
    return String(site?.site_name ?? site?.site_id ?? `site ${siteId}`);
  }
}

/**
 * The daily visit planning (VISIT_PLANNING, README Agreements): every active contract's visits up
 * to the horizon, at 00:30 Singapore time and once at start-up, by the server itself; with several
 * instances on one PostgreSQL database, one of them at a time.
 */
export function visitPlanningJob(registry: Registry, records: Records, database: Database, aheadDays: number): DailyJob {
  const planner = new VisitPlanner(registry, aheadDays);
  const name = 'visit-planning';
  return {
    name,
    at: '00:30',
    runAtStart: true,
    run: async () => {
      const planned = await onceAcrossInstances(database, name, () => planner.planActive(records, SYSTEM_ACTOR, unixNow()));
      return planned === 'skipped' ? { skipped: 'another instance is planning' } : { planned };
    },
  };
}
