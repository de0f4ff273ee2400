/** The back office's entry: providers (theme from the settings), then the shell's router. */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Badge, Button, MantineProvider, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/tiptap/styles.css';
import { datesSettings } from '../i18n/dates.ts';
import { t, useT } from '../i18n/index.ts';
import { chunkLogLine, classifyChunkFailure, decideChunkReaction } from '../shell/events/chunkErrors.ts';
import { settings } from '../shell/state/settings.ts';
import { Shell } from '../shell/Shell.tsx';
import { shellPages } from './pages.ts';

/** Colour-weak mode: the whole page through the same filter as the original (invert 80%). */
const COLOR_WEAK_FILTER = 'invert(80%)';

function Providers() {
  const s = useSnapshot(settings);
  const t = useT();
  const theme = createTheme({
    primaryColor: s.primaryColor,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
    // A badge in a table cell keeps its word: its ellipsis let the table squeeze 'Normal' to 'NO…'.
    components: { Badge: Badge.extend({ styles: { root: { flexShrink: 0, minWidth: 'max-content' } } }) },
  });
  useEffect(() => {
    document.documentElement.style.filter = s.colorWeak ? COLOR_WEAK_FILTER : '';
    document.documentElement.dataset.colorWeak = s.colorWeak ? 'true' : 'false';
  }, [s.colorWeak]);
  useEffect(() => {
    document.documentElement.lang = s.locale;
  }, [s.locale]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={datesSettings(s.locale)}>
      <ModalsProvider labels={{ confirm: t('common.ok'), cancel: t('common.cancel') }}>
        <Notifications position="top-right" />
        <Router>
          <Shell pages={shellPages} />
        </Router>
      </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

const AUTO_RELOAD_KEY = 'larder:chunk-auto-reload';
let chunkFailures = 0;

/** Vite reports a failed dynamic import or preload here (section 8: ChunkLoadError, CSS_CHUNK_LOAD_FAILED). */
window.addEventListener('vite:preloadError', (event) => {
  const failure = classifyChunkFailure((event as Event & { payload?: unknown }).payload);
  console.error(chunkLogLine(failure));
  const last = Number(sessionStorage.getItem(AUTO_RELOAD_KEY)) || null;
  const reaction = decideChunkReaction({ failuresSoFar: chunkFailures++, lastAutoReloadAt: last, now: Date.now() });
  if (reaction === 'reload') {
    sessionStorage.setItem(AUTO_RELOAD_KEY, String(Date.now()));
    window.location.reload();
    return;
  }
  notifications.show({
    id: 'chunk-load-failed',
    color: 'red',
    autoClose: false,
    title: t('shell.chunk.title'),
    message: (
      <>
        {failure.isCss ? t('shell.chunk.cssMessage', { code: failure.code, asset: failure.asset }) : t('shell.chunk.message', { asset: failure.asset || failure.code })}
        <Button size="xs" mt="xs" display="block" onClick={() => window.location.reload()}>{t('shell.chunk.reload')}</Button>
      </>
    ),
  });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
