/** One screen: the registered page component, a frame, or "not available in this version". */
import { Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { Screen } from './resolveScreen.ts';
import { ExternalFrame, NotAvailable } from './NotAvailable.tsx';
import { useShellPages } from './shellPages.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

export function ScreenView({ screen, title }: { screen: Screen; title: string }): ReactNode {
  const pages = useShellPages();
  if (screen.kind === 'not-found') return <pages.NotFound />;
  if (screen.kind === 'frame') return <ExternalFrame url={screen.url} title={title} />;
  if (screen.kind !== 'page') return null;
  const Page = screen.component ? pages.screen(screen.component) : undefined;
  if (!Page) return <NotAvailable title={title} />;
  return (
    <ErrorBoundary>
      <Suspense
        fallback={
          <Center h={200}>
            <Loader />
          </Center>
        }
      >
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
