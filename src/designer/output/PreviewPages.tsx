/**
 * The preview's pages, virtualised: the scroll height comes from page sizes alone (pageWindow.ts)
 * and only pages that meet the viewport have a canvas, painted from their page description with the
 * engine's canvas painter. Scrolling a 2,000-page document mounts a handful of canvases at a time.
 */
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type PageDescription, paintPage } from '../../../engine/index.ts';
import { useT } from '../../i18n/index.ts';
import { fontFamily, loadFontFaces, loadPageImages } from '../../../host/browser.ts';
import { layoutColumn, pageAt, visibleRange, type PageSize } from './pageWindow.ts';

/** CSS px per pt at zoom 1 (96 px and 72 pt per inch). */
const PX_PER_PT = 96 / 72;
const GAP = 16;
/** Pages this far outside the viewport are mounted already, so a scroll finds them painted. */
const MARGIN = 1200;

interface Props {
  /** Pages by index as they arrived (the array grows while layout runs). */
  pages: readonly PageDescription[];
  /** How many of `pages` have arrived; a new count re-lays the column. */
  count: number;
  zoom: number;
  baseUrl: string;
  height: number | string;
}

export function PreviewPages({ pages, count, zoom, baseUrl, height }: Props) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const [fontsReady, setFontsReady] = useState(false);

  useEffect(() => {
    let live = true;
    void loadFontFaces()
      .catch(() => undefined) // painting falls back to the browser's fonts
      .then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, []);

  const sizes = useMemo<PageSize[]>(() => pages.slice(0, count).map((p) => ({ width: p.width, height: p.height })), [pages, count]);
  const column = useMemo(() => layoutColumn(sizes, PX_PER_PT * zoom, GAP), [sizes, zoom]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView({ top: el.scrollTop, height: el.clientHeight });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(onScroll);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  const { first, last } = visibleRange(column, view.top, view.height, MARGIN);
  const current = pageAt(column, view.top + view.height / 2);
  const visible: number[] = [];
  for (let i = first; i <= last; i++) visible.push(i);

  return (
    <div ref={scroller} style={{ height, flex: 1, minHeight: 0, overflow: 'auto', position: 'relative', background: 'var(--mantine-color-gray-2)' }} data-testid="preview-pages">
      <div style={{ height: column.total, position: 'relative', minWidth: column.width + 2 * GAP }}>
        {fontsReady &&
          visible.map((i) => (
            <PageView
              key={i}
              page={pages[i]!}
              top={column.tops[i]!}
              zoom={zoom}
              baseUrl={baseUrl}
              label={t('output.preview.page', { n: i + 1 })}
            />
          ))}
      </div>
      {count > 0 && current >= 0 && (
        <div style={{ position: 'sticky', bottom: 8, left: 0, textAlign: 'center', pointerEvents: 'none' }}>
          <span style={{ background: 'rgba(0,0,0,0.6)', color: '#fff', borderRadius: 4, padding: '2px 8px', fontSize: 12 }}>
            {current + 1} / {count}
          </span>
        </div>
      )}
    </div>
  );
}

interface PageProps {
  page: PageDescription;
  top: number;
  zoom: number;
  baseUrl: string;
  label: string;
}

/** One page on its canvas; painted when mounted (it is mounted only near the viewport). */
const PageView = memo(function PageView({ page, top, zoom, baseUrl, label }: PageProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const cssWidth = page.width * PX_PER_PT * zoom;
  const cssHeight = page.height * PX_PER_PT * zoom;

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let live = true;
    const scale = PX_PER_PT * zoom * window.devicePixelRatio;
    const paint = (images: Map<string, ImageBitmap>) => {
      if (!live) return;
      canvas.width = Math.round(page.width * scale);
      canvas.height = Math.round(page.height * scale);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      paintPage(ctx, page, { fontFamily, image: (r) => images.get(r), Path2D }, scale);
      canvas.dataset.painted = 'true';
    };
    // Text first, images as soon as they are decoded (cached across pages).
    paint(new Map());
    if (hasImages(page.items)) void loadPageImages([page], baseUrl).then(paint);
    return () => {
      live = false;
    };
  }, [page, zoom, baseUrl]);

  return (
    <canvas
      ref={ref}
      aria-label={label}
      data-page-index={page.index}
      style={{
        position: 'absolute',
        top,
        left: '50%',
        transform: 'translateX(-50%)',
        width: cssWidth,
        height: cssHeight,
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
      }}
    />
  );
});

function hasImages(items: PageDescription['items']): boolean {
  return items.some((item) => item.kind === 'image' || (item.kind === 'group' && hasImages(item.items)));
}
