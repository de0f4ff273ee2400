/** Open a menu target: an external address in a new browser tab, an app path in place. */
import { navigate } from 'wouter/use-browser-location';

export function openMenuPath(path: string, external: boolean): void {
  if (external || /^https?:\/\//i.test(path)) {
    window.open(path, '_blank', 'noopener');
    return;
  }
  navigate(path);
}
