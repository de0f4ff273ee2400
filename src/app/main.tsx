/** The back office's entry: providers (theme from the settings), then the shell's router. */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/tiptap/styles.css';
import { useT } from './i18n/index.ts';
import { settings } from '../shell/state/settings.ts';
import { Shell } from '../shell/Shell.tsx';

/** Colour-weak mode: the whole page through the same filter as the original (invert 80%). */
const COLOR_WEAK_FILTER = 'invert(80%)';

function Providers() {
  const s = useSnapshot(settings);
  const t = useT();
  const theme = createTheme({ primaryColor: s.primaryColor, fontFamily: "system-ui, -apple-system, 'Segoe UI', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif" });
  useEffect(() => {
    document.documentElement.style.filter = s.colorWeak ? COLOR_WEAK_FILTER : '';
    document.documentElement.dataset.colorWeak = s.colorWeak ? 'true' : 'false';
  }, [s.colorWeak]);
  useEffect(() => {
    document.documentElement.lang = s.locale;
  }, [s.locale]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ModalsProvider labels={{ confirm: t('common.ok'), cancel: t('common.cancel') }}>
        <Notifications position="top-right" />
        <Router>
          <Shell />
        </Router>
      </ModalsProvider>
    </MantineProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
