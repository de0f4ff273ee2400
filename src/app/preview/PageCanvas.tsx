/** One page description painted on a canvas, painted when it scrolls near the viewport. */
import { useEffect, useRef, useState } from 'react';
import { type PageDescription, paintPage } from '../../../engine/index.ts';
import { fontFamily } from '../../../host/browser.ts';

/** CSS px per pt at zoom 1 (96 dpi screen, 72 pt per inch). */
const PX_PER_PT = 96 / 72;

interface Props {
  page: PageDescription;
  zoom: number;
  images: Map<string, ImageBitmap>;
}

export function PageCanvas({ page, zoom, images }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(false);
  const cssWidth = page.width * PX_PER_PT * zoom;
  const cssHeight = page.height * PX_PER_PT * zoom;

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), { rootMargin: '800px' });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !visible) return;
    const scale = PX_PER_PT * zoom * window.devicePixelRatio;
    canvas.width = Math.round(page.width * scale);
    canvas.height = Math.round(page.height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    paintPage(ctx, page, { fontFamily, image: (ref) => images.get(ref), Path2D }, scale);
    canvas.dataset.painted = 'true';
  }, [page, zoom, images, visible]);

  return (
    <figure className="page">
      <canvas
        ref={ref}
        className="page-canvas"
        data-page-index={page.index}
        style={{ width: `${cssWidth}px`, height: `${cssHeight}px` }}
        aria-label={`page ${page.index + 1}`}
      />
      <figcaption>{page.index + 1}</figcaption>
    </figure>
  );
}
