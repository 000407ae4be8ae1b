/**
 * A role's CASL rules as a matrix (rows: subjects, columns: actions) and back. Only plain rules
 * fit a cell (one subject or a list, one action or a list, no conditions, fields or `inverted`);
 * every other rule, and rules on subjects this build does not know, are kept as they are.
 */
import { BASE_RULES, PAGE_SUBJECTS } from '../../../shared/abilities';
import { MENU_AREAS, type MenuArea, type ResourceDef } from '../../../shared/resource-spec';
import type { AbilityRule, Action } from '../../../shared/wire';

/** The matrix's columns: CRUD, then mailing a document out (`send`, issue 34), then everything. */
export const MATRIX_ACTIONS: Action[] = ['read', 'create', 'update', 'delete', 'send', 'manage'];

export interface MatrixRow {
  subject: string;
  /** i18n key of the row's label. */
  labelKey: string;
}

export interface MatrixGroup {
  /** A menu area, 'pages' (Dashboard, ACL, Auth), 'all' (everything) or 'other' (records with no menu entry). */
  key: MenuArea | 'all' | 'pages' | 'other';
  labelKey: string;
  rows: MatrixRow[];
}

/** The matrix rows: everything, the page subjects, then each registry subject under its menu area. */
export function matrixGroups(defs: ResourceDef[]): MatrixGroup[] {
  const byArea = new Map<MatrixGroup['key'], MatrixRow[]>();
  const seen = new Set<string>();
  for (const def of defs) {
    if (seen.has(def.subject)) continue;
    seen.add(def.subject);
    const area = def.menu?.area ?? def.routes[0]?.menu.area ?? 'other';
    byArea.set(area, [...(byArea.get(area) ?? []), { subject: def.subject, labelKey: `resources.${def.resource}.name` }]);
  }
  const areas: MatrixGroup[] = [...MENU_AREAS, 'other' as const]
    .filter((area) => byArea.has(area))
    .map((area) => ({
      key: area,
      labelKey: area === 'other' ? 'app.roles.groups.other' : `app.menu.areas.${area}`,
      rows: byArea.get(area)!,
    }));
  return [
    { key: 'all', labelKey: 'app.roles.groups.all', rows: [{ subject: 'all', labelKey: 'app.roles.subjects.all' }] },
    { key: 'pages', labelKey: 'app.roles.groups.pages', rows: PAGE_SUBJECTS.map((s) => ({ subject: s, labelKey: `app.roles.subjects.${s}` })) },
    ...areas,
  ];
}

export interface Matrix {
  /** The actions granted per subject by plain rules. */
  grants: Record<string, Action[]>;
  /** Rules the matrix cannot show, kept unchanged. */
  kept: AbilityRule[];
}

const asList = <T,>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function isPlain(rule: AbilityRule): boolean {
  const r = rule as AbilityRule & { conditions?: unknown; fields?: unknown; inverted?: boolean };
  return r.conditions === undefined && r.fields === undefined && !r.inverted;
}

export function rulesToMatrix(rules: unknown, subjects: ReadonlySet<string>): Matrix {
  const grants: Record<string, Action[]> = {};
  const kept: AbilityRule[] = [];
  for (const rule of Array.isArray(rules) ? (rules as AbilityRule[]) : []) {
    const ruleSubjects = asList(rule.subject as string | string[]);
    const actions = asList(rule.action as Action | Action[]);
    if (!isPlain(rule) || !ruleSubjects.every((s) => subjects.has(s)) || !actions.every((a) => MATRIX_ACTIONS.includes(a))) {
      kept.push(rule);
      continue;
    }
    for (const subject of ruleSubjects) grants[subject] = [...new Set([...(grants[subject] ?? []), ...actions])];
  }
  return { grants, kept };
}

/** One rule per granted cell, in the matrix's row and column order, then the kept rules. */
export function matrixToRules(matrix: Matrix, groups: MatrixGroup[]): AbilityRule[] {
  const rules: AbilityRule[] = [];
  for (const { subject } of groups.flatMap((g) => g.rows)) {
    const granted = matrix.grants[subject] ?? [];
    const actions = granted.includes('manage') ? ['manage' as const] : MATRIX_ACTIONS.filter((a) => granted.includes(a));
    for (const action of actions) rules.push({ action, subject });
  }
  return [...rules, ...matrix.kept];
}

export function setCell(matrix: Matrix, subject: string, action: Action, on: boolean): Matrix {
  const current = matrix.grants[subject] ?? [];
  const next = on ? [...new Set([...current, action])] : current.filter((a) => a !== action);
  return { ...matrix, grants: { ...matrix.grants, [subject]: next } };
}

/** How a cell shows: granted by itself, implied by a wider grant (manage, or the 'all' row, or the rule everyone has), or not. */
export function cellState(matrix: Matrix, subject: string, action: Action): 'granted' | 'implied' | 'none' {
  const has = (s: string, a: Action) => (matrix.grants[s] ?? []).includes(a);
  const base = BASE_RULES.some((r) => asList(r.subject as string).includes(subject) && asList(r.action as Action).includes(action));
  if (base || (action !== 'manage' && has(subject, 'manage')) || (subject !== 'all' && (has('all', action) || has('all', 'manage')))) return 'implied';
  return has(subject, action) ? 'granted' : 'none';
}
