/**
 * The roles screen's rule matrix: rows are the registry's subjects by menu area plus the page
 * subjects; plain CASL rules become ticks and back without changing what the role may do;
 * rules the matrix cannot show (conditions, fields, inverted, unknown subjects) are kept.
 */
import { describe, expect, it } from 'vitest';
import { resources } from '../../generated/server/registry';
import { buildAbility, PAGE_SUBJECTS } from '../../src/shared/abilities';
import { MENU_AREAS } from '../../src/shared/resource-spec';
import type { AbilityRule } from '../../src/shared/wire';
import { cellState, MATRIX_ACTIONS, matrixGroups, matrixToRules, rulesToMatrix, setCell } from '../../src/app/resources/roles/matrix';

const groups = matrixGroups(resources);
const subjects = new Set(groups.flatMap((g) => g.rows.map((r) => r.subject)));

/** What an ability permits, cell by cell, over every subject the matrix shows. */
const permits = (rules: AbilityRule[]) => {
  const ability = buildAbility(rules);
  return [...subjects].flatMap((s) => MATRIX_ACTIONS.map((a) => `${a} ${s}: ${ability.can(a, s)}`));
};

describe('role matrix', () => {
  it('has a row for everything, the page subjects, and every registry subject once, under its menu area', () => {
    expect(groups[0]).toMatchObject({ key: 'all', rows: [{ subject: 'all' }] });
    expect(groups[1].rows.map((r) => r.subject)).toEqual([...PAGE_SUBJECTS]);
    const rows = groups.flatMap((g) => g.rows.map((r) => r.subject));
    expect(rows.length).toBe(new Set(rows).size);
    expect(new Set(resources.map((d) => d.subject))).toEqual(new Set(rows.slice(1 + PAGE_SUBJECTS.length)));
    const areas = groups.slice(2).map((g) => g.key);
    expect(areas.filter((a) => a !== 'other')).toEqual(MENU_AREAS.filter((a) => areas.includes(a)));
    const users = groups.find((g) => g.rows.some((r) => r.subject === 'users'));
    expect(users?.key).toBe('admin');
  });

  it('turns plain rules into ticks and back, one rule per tick, without changing what the role may do', () => {
    const rules: AbilityRule[] = [
      { action: ['read', 'update'], subject: 'uom' },
      { action: 'read', subject: ['companies', 'products'] },
      { action: 'manage', subject: 'users' },
      { action: 'read', subject: 'Dashboard' },
    ];
    const matrix = rulesToMatrix(rules, subjects);
    expect(matrix.kept).toEqual([]);
    expect(matrix.grants.uom).toEqual(['read', 'update']);
    const back = matrixToRules(matrix, groups);
    expect(back).toContainEqual({ action: 'update', subject: 'uom' });
    expect(back).toContainEqual({ action: 'manage', subject: 'users' });
    expect(back.filter((r) => r.subject === 'users')).toHaveLength(1); // manage says it all
    expect(permits(back)).toEqual(permits(rules));
  });

  it('keeps the rules it cannot show, unchanged and in effect', () => {
    const kept: AbilityRule[] = [
      { action: 'read', subject: 'joborder_headers', conditions: { created_by: 5 } },
      { action: 'read', subject: 'users', fields: ['username'] },
      { action: 'delete', subject: 'uom', inverted: true },
      { action: 'read', subject: 'no_such_collection' },
      { action: 'approve' as never, subject: 'uom' },
    ];
    const matrix = rulesToMatrix([{ action: 'manage', subject: 'uom' }, ...kept], subjects);
    expect(matrix.kept).toEqual(kept);
    const back = matrixToRules(matrix, groups);
    expect(back).toEqual([{ action: 'manage', subject: 'uom' }, ...kept]);
    expect(buildAbility(back).can('delete', 'uom')).toBe(false); // the inverted rule still holds
  });

  it('shows cells a wider grant covers as implied: manage on the row, the everything row, and the rule everyone has', () => {
    const matrix = rulesToMatrix([{ action: 'manage', subject: 'uom' }, { action: 'read', subject: 'all' }], subjects);
    expect(cellState(matrix, 'uom', 'manage')).toBe('granted');
    expect(cellState(matrix, 'uom', 'delete')).toBe('implied');
    expect(cellState(matrix, 'products', 'read')).toBe('implied');
    expect(cellState(matrix, 'products', 'update')).toBe('none');
    expect(cellState(matrix, 'all', 'read')).toBe('granted');
    expect(cellState(matrix, 'Auth', 'read')).toBe('implied');
    const everything = setCell(matrix, 'all', 'manage', true);
    expect(cellState(everything, 'users', 'delete')).toBe('implied');
    expect(matrixToRules(everything, groups)[0]).toEqual({ action: 'manage', subject: 'all' });
  });

  it('sets and clears one cell at a time', () => {
    let matrix = rulesToMatrix([], subjects);
    matrix = setCell(matrix, 'uom', 'read', true);
    matrix = setCell(matrix, 'uom', 'create', true);
    matrix = setCell(matrix, 'uom', 'read', false);
    expect(matrixToRules(matrix, groups)).toEqual([{ action: 'create', subject: 'uom' }]);
    expect(rulesToMatrix('not a rule list', subjects)).toEqual({ grants: {}, kept: [] });
  });
});
