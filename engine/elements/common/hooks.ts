/** Running an element's user hooks (formatter, styler ...) in the host's sandbox. */
import type { TemplateElement } from '../../model/types.ts';
import { callUserHook } from '../../userCode.ts';
import type { ElementEnv } from '../types.ts';

/**
 * Call the hook stored in option `name` with `args`. A hook that is absent gives undefined;
 * one that fails, or may not run (its code failed too often, the document's time budget is
 * spent), is skipped (undefined) and reported in the diagnostics with its path (userCode.ts).
 */
export function callHook(element: TemplateElement, env: ElementEnv, name: string, args: unknown[]): unknown {
  const source = element.options[name];
  if (typeof source !== 'string' || source === '') return undefined;
  return callUserHook(env.ctx, { name, source, path: `${element.path}.options.${name}` }, args);
}
