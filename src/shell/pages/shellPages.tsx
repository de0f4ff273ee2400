/**
 * The pages the shell shows but does not own: the open pages (login, registration, password reset, the
 * 521 page), the 404 screen, the template preview, and the menu's screens by component name. The
 * composition root (src/app) hands them in; the shell never imports src/pages.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface ShellPages {
  Login: ComponentType;
  Register: ComponentType;
  RegisterResult: ComponentType;
  Alteration: ComponentType;
  SupplierRegister: ComponentType;
  ServerDown: ComponentType;
  NotFound: ComponentType;
  Preview: ComponentType;
  /** The screen registered for a menu component string, if this build has one. */
  screen(component: string): ComponentType | undefined;
}

const ShellPagesContext = createContext<ShellPages | null>(null);

export const ShellPagesProvider = ShellPagesContext.Provider;

export function useShellPages(): ShellPages {
  const pages = useContext(ShellPagesContext);
  if (!pages) throw new Error('useShellPages outside <Shell pages>');
  return pages;
}
