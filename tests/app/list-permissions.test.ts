/**
 * A list row's edit button follows the ability (the ManagePage page subject), not role names:
 * the shipped admin and custadmin roles have it, a role that only manages the resource has not.
 */
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../src/shared/abilities';
import { listPermissions } from '../../src/app/crud/list/permissions';

const uom = { readonly: false, subject: 'uom' };

describe('list permissions', () => {
  it('shows the edit button to an ability that may read ManagePage and update the resource', () => {
    expect(listPermissions(uom, buildAbility([{ action: 'manage', subject: 'all' }])).editButton).toBe(true);
    expect(listPermissions(uom, buildAbility([{ action: 'manage', subject: 'uom' }, { action: 'read', subject: 'ManagePage' }]))).toEqual({ create: true, update: true, delete: true, editButton: true });
  });

  it('hides it from a role that manages the resource without ManagePage, and from one that may not update', () => {
    expect(listPermissions(uom, buildAbility([{ action: 'manage', subject: 'uom' }]))).toEqual({ create: true, update: true, delete: true, editButton: false });
    expect(listPermissions(uom, buildAbility([{ action: 'read', subject: 'uom' }, { action: 'read', subject: 'ManagePage' }])).editButton).toBe(false);
    expect(listPermissions({ ...uom, readonly: true }, buildAbility([{ action: 'manage', subject: 'all' }])).editButton).toBe(false);
  });
});
