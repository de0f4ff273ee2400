/** The menu (permission) form: the contract's rules (the server's too) with the dialog's words, and the request body (pure). */
import type { ErrorCode } from '../../../contract/errors.ts';
import { MENU_TYPES, type MenuAddBody, type MenuEditBody, type MenuNode } from '../../../contract/routes/admin-permissions.ts';
import { menuCycleProblem, menuNameProblem, menuParentProblem, menuPermsProblem, menuUrlProblem } from '../../../contract/rules/index.ts';
import { problemKeys } from '../../common/ruleText.ts';

export { MENU_TYPES };

export type { MenuNode } from '../../../contract/routes/admin-permissions.ts';

export interface MenuForm {
  id?: string;
  menuType: number;
  name: string;
  parentId: string | null;
  url: string;
  component: string;
  redirect: string;
  icon: string;
  perms: string;
  permsType: string;
  status: string;
  sortNo: number;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  internalOrExternal: boolean;
  description: string;
}

export function emptyMenu(parent: MenuNode | null): MenuForm {
  return {
    menuType: parent ? 1 : 0, name: '', parentId: parent?.id ?? null, url: '', component: '', redirect: '', icon: '', perms: '',
    permsType: '1', status: '1', sortNo: 1, route: true, hidden: false, keepAlive: false, internalOrExternal: false, description: '',
  };
}

export function menuFormOf(n: MenuNode): MenuForm {
  return {
    id: n.id, menuType: n.menuType, name: n.name, parentId: n.parentId, url: n.url ?? '', component: n.component ?? '', redirect: n.redirect ?? '',
    icon: n.icon ?? '', perms: n.perms ?? '', permsType: n.permsType || '1', status: n.status || '1', sortNo: n.sortNo, route: n.route,
    hidden: n.hidden, keepAlive: n.keepAlive, internalOrExternal: n.internalOrExternal, description: n.description ?? '',
  };
}

type MenuProblem = NonNullable<
  ReturnType<typeof menuNameProblem | typeof menuPermsProblem | typeof menuUrlProblem | typeof menuParentProblem | typeof menuCycleProblem>
>;

/** The dialog's words for each problem (every one differs from the catalogue's in at least one language). */
const OWN_WORDS = {
  MENU_NAME_REQUIRED: 'permission.rule.nameRequired',
  MENU_PERMS_REQUIRED: 'permission.rule.permsRequired',
  MENU_URL_REQUIRED: 'permission.rule.urlRequired',
  MENU_PARENT_REQUIRED: 'permission.rule.parentRequired',
  // the dialog checks only the menu itself (its parent list leaves it out); the server also refuses the rows below it
  MENU_CYCLE: 'permission.rule.parentSelf',
} as const satisfies Record<MenuProblem, string> & Partial<Record<ErrorCode, string>>;

/** The page-string key of each field's problem. */
export function validateMenu(f: MenuForm): Partial<Record<keyof MenuForm, string>> {
  const problems: Partial<Record<keyof MenuForm, MenuProblem | undefined>> = {
    name: menuNameProblem(f.name),
    perms: menuPermsProblem(f.menuType, f.perms),
    url: menuUrlProblem(f.menuType, f.url),
    parentId: menuCycleProblem(f.id, f.parentId) ?? menuParentProblem(f.menuType, f.parentId),
  };
  return problemKeys(problems, OWN_WORDS);
}

export function menuPayload(f: MenuForm): MenuAddBody | MenuEditBody {
  const text = (s: string) => s.trim() || null;
  const button = f.menuType === 2;
  return {
    ...(f.id ? { id: f.id } : {}),
    menuType: f.menuType,
    name: f.name.trim(),
    parentId: f.menuType === 0 ? null : f.parentId,
    url: button ? null : text(f.url),
    component: button ? null : text(f.component),
    redirect: button ? null : text(f.redirect),
    icon: button ? null : text(f.icon),
    perms: text(f.perms),
    permsType: f.permsType,
    status: f.status,
    sortNo: f.sortNo,
    route: f.route,
    hidden: f.hidden,
    keepAlive: f.keepAlive,
    internalOrExternal: f.internalOrExternal,
    description: text(f.description),
  };
}
