/**
 * Abilities: CASL rules (api-contract.md, Auth). The same rules decide the menu, the route guard
 * and the server's 403, so both sides build them with this one function.
 */
import { createMongoAbility } from '@casl/ability';
import type { AbilityRule, Action, AppAbility } from './wire';

/**
 * Page subjects that are not collections. `ManagePage`: a list row's edit button, which opens the
 * record's manage page (spec section 6 gives it to admin and custadmin, through their rules).
 * `History`: a record's audit entries (its Logs panel) for whoever may read the record, without
 * the whole audit log.
 */
export const PAGE_SUBJECTS = ['Dashboard', 'Auth', 'ACL', 'ManagePage', 'History'] as const;

export const ADMIN_RULES: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

/** The shared permission list's rule: everyone may read the Auth pages (spec section 6). */
export const BASE_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function buildAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<[Action, string]>([...BASE_RULES, ...rules]);
}

/** What each HTTP method needs on a collection (api-contract.md). */
export function actionForMethod(method: string): Action {
  switch (method.toUpperCase()) {
    case 'POST':
      return 'create';
    case 'PATCH':
    case 'PUT':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return 'read';
  }
}

/**
 * What setting a record status in bulk (PATCH /{collection}/status) needs besides update: voiding
 * is the record's soft delete (the contract's "Void Job" is its DELETE), so V needs delete too.
 * The list shows only the bulk actions this allows, and the server refuses the others (403).
 */
export function statusActions(status: string): Action[] {
  return status === 'V' ? ['update', 'delete'] : ['update'];
}
