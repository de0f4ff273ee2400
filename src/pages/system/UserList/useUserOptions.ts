/** Roles and departments the user dialog picks from, loaded once per screen. */
import { useEffect, useState } from 'react';
import { http } from '../../../api/http.ts';
import { departOptions, type DepartNode } from '../../common/tree.tsx';

export interface RoleOption { id: string; roleName: string; roleCode: string }

export function useUserOptions() {
  const [roles, setRoles] = useState<Array<{ value: string; label: string }>>([]);
  const [departs, setDeparts] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    http.get<RoleOption[]>('/sys/role/queryall').then((rows) => setRoles(rows.map((r) => ({ value: r.id, label: r.roleName })))).catch(() => {});
    http.get<DepartNode[]>('/sys/sysDepart/queryTreeList').then((tree) => setDeparts(departOptions(tree))).catch(() => {});
  }, []);
  return { roles, departs };
}
