/** The pages this build hands to the shell: the open pages, the 404 screen, the preview and the menu's screens. */
import { lazy } from 'react';
import type { ShellPages } from '../shell/pages/shellPages.tsx';
import ServerDown from '../pages/exception/ServerDown.tsx';
import { NotFound } from '../pages/exception/NotFound.tsx';
import Alteration from '../pages/user/Alteration.tsx';
import Login from '../pages/user/Login.tsx';
import Register from '../pages/user/Register.tsx';
import RegisterResult from '../pages/user/RegisterResult.tsx';
import SupplierRegister from '../pages/user/SupplierRegister.tsx';
import { pageFor } from './screens.ts';

export const shellPages: ShellPages = {
  Login,
  Register,
  RegisterResult,
  Alteration,
  SupplierRegister,
  ServerDown,
  NotFound,
  Preview: lazy(() => import('./preview/PreviewApp.tsx')),
  screen: pageFor,
};
