/**
 * The department switcher's state and actions (sections 2, 6, 8): load the user's departments, decide
 * whether the user must choose, and choose (PUT /sys/selectDepart; the choice is kept 7 days).
 */
import { proxy } from 'valtio';
import { getCurrentUserDeparts, selectDepart } from '../../api/endpoints/account.ts';
import { getDepartChoice } from '../../api/session.ts';
import type { Depart, UserInfo } from '../../contract/routes/session.ts';
import { chooseDepart as rememberDepart, sessionState } from '../state/session.ts';
import { refreshAll } from '../notices/noticeStore.ts';
import { departDecision, type DepartDecision } from './departRule.ts';

export const departUi = proxy({
  opened: false,
  /** Opened because the user must choose: it cannot be closed until a department is chosen. */
  forced: false,
  departs: [] as Depart[],
  /** The department the server has as current. */
  current: null as string | null,
  saving: false,
});

export async function loadDeparts(): Promise<{ list: Depart[]; orgCode: string | null }> {
  const answer = await getCurrentUserDeparts();
  departUi.departs = answer.list ?? [];
  departUi.current = answer.orgCode ?? null;
  return { list: departUi.departs, orgCode: departUi.current };
}

/** After login: what the switcher must do. 'none' and 'choose' are acted on by the caller (warning / modal). */
export async function checkDeparts(): Promise<DepartDecision> {
  const { list, orgCode } = await loadDeparts();
  const decision = departDecision(list, getDepartChoice()?.orgCode);
  if (decision.kind === 'chosen' && decision.orgCode !== orgCode) {
    // the remembered (or only) department is not the server's current one: make it so
    await chooseDepart(decision.orgCode).catch(() => {});
  }
  return decision;
}

/** Make `orgCode` the current department: the server, the stored user info and the 7-day choice. */
export async function chooseDepart(orgCode: string): Promise<UserInfo | undefined> {
  const username = sessionState.user?.username;
  departUi.saving = true;
  try {
    const answer = await selectDepart(orgCode, username ?? '');
    const depart = departUi.departs.find((d) => d.orgCode === orgCode) ?? { id: '', orgCode, departName: '' };
    rememberDepart(depart, answer?.userInfo);
    departUi.current = orgCode;
    // the canteen counts follow the current department
    refreshAll(sessionState.user?.userType).catch(() => {});
    return answer?.userInfo;
  } finally {
    departUi.saving = false;
  }
}

/** Open the switcher from the header (closable: the user already has a department). */
export function openDepartSwitcher(): void {
  departUi.forced = false;
  departUi.opened = true;
  loadDeparts().catch(() => {});
}
