/** Running an element's user hooks (formatter, styler ...) in the host's sandbox. */
import type { TemplateElement } from '../../model/types.ts';
import type { ElementEnv } from '../types.ts';

/**
 * Call the hook stored in option `name` with `args`. A hook that is absent gives undefined;
 * one that fails is skipped (undefined) and reported in the diagnostics with its path.
 */
export function callHook(element: TemplateElement, env: ElementEnv, name: string, args: unknown[]): unknown {
  const source = element.options[name];
  if (typeof source !== 'string' || source === '') return undefined;
  try {
    return env.ctx.hooks.call(source, args);
  } catch (e) {
    env.ctx.diagnostics.push({
      code: 'hook-failed',
      message: `${name} failed and was skipped: ${(e as Error).message}`,
      path: `${element.path}.options.${name}`,
    });
    return undefined;
  }
}
