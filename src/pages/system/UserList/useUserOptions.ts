/** Roles and departments the user dialog picks from, loaded once per screen. */
import { useEffect, useState } from 'react';
import { departs as departCalls, roles as roleCalls } from '../../../api/endpoints/system.ts';
import { departOptions } from '../../common/tree.tsx';

export function useUserOptions() {
  const [roles, setRoles] = useState<Array<{ value: string; label: string }>>([]);
  const [departs, setDeparts] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    roleCalls.queryall().then((rows) => setRoles(rows.map((r) => ({ value: r.id, label: r.roleName })))).catch(() => {});
    departCalls.queryTreeList().then((tree) => setDeparts(departOptions(tree))).catch(() => {});
  }, []);
  return { roles, departs };
}
