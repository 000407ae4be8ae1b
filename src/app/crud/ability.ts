/** The signed-in user's CASL ability, from the permissions the auth provider hands out. */
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { buildAbility } from '../../shared/abilities';
import type { AbilityRule, AppAbility } from '../../shared/wire';

export function useAbility(): AppAbility {
  const { permissions } = usePermissions<AbilityRule[]>();
  return useMemo(() => buildAbility(Array.isArray(permissions) ? permissions : []), [permissions]);
}
