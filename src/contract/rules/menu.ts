/**
 * The menu dialog's fields (POST /sys/permission/add, PUT /sys/permission/edit), shared like
 * ./account.ts. What a row needs depends on its type: 0 menu, 1 sub-menu, 2 button.
 */

type Text = string | null | undefined;

const TOP_MENU = 0;
const BUTTON = 2;

const blank = (value: Text): boolean => !value?.trim();

export function menuNameProblem(value: Text): 'MENU_NAME_REQUIRED' | undefined {
  return blank(value) ? 'MENU_NAME_REQUIRED' : undefined;
}

/** A button is granted by its permission string. */
export function menuPermsProblem(menuType: number, perms: Text): 'MENU_PERMS_REQUIRED' | undefined {
  return menuType === BUTTON && blank(perms) ? 'MENU_PERMS_REQUIRED' : undefined;
}

/** Menus and sub-menus are pages: they need a path. */
export function menuUrlProblem(menuType: number, url: Text): 'MENU_URL_REQUIRED' | undefined {
  return menuType !== BUTTON && blank(url) ? 'MENU_URL_REQUIRED' : undefined;
}

/** Only a top menu stands without a parent. */
export function menuParentProblem(menuType: number, parentId: Text): 'MENU_PARENT_REQUIRED' | undefined {
  return menuType !== TOP_MENU && blank(parentId) ? 'MENU_PARENT_REQUIRED' : undefined;
}

/**
 * A menu being edited (`id`) cannot move under itself or under one of the rows below it (`idsBelow`, when
 * the caller knows them).
 */
export function menuCycleProblem(id: Text, parentId: Text, idsBelow: readonly string[] = []): 'MENU_CYCLE' | undefined {
  if (!id || !parentId) return undefined;
  return parentId === id || idsBelow.includes(parentId) ? 'MENU_CYCLE' : undefined;
}
