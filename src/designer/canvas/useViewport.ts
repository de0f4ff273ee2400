/**
 * The scrollable viewport around the paper: its size, scroll position and zoom. Ctrl/Cmd+wheel
 * zooms about the pointer; fit-width keeps the paper as wide as the viewport.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { clampZoom, type DesignerUi } from '../state.ts';
import { DEFAULT_PX_PER_PT, fitWidthZoom, openingZoom, scrollForZoom, viewportLayout, type ScreenFrame, type ViewportLayout } from './viewport.ts';

/** Zoom factor of one wheel notch. */
const WHEEL_ZOOM = 1.1;

/** CSS px per pt on this screen, measured from a 1-inch element (specification section 9). */
export function measurePxPerPt(): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden;width:1in;height:1px;left:-10in;top:0';
  document.body.appendChild(probe);
  const inch = probe.getBoundingClientRect().width;
  probe.remove();
  return inch > 0 ? inch / 72 : DEFAULT_PX_PER_PT;
}

export interface Viewport {
  width: number;
  height: number;
  scrollLeft: number;
  scrollTop: number;
  /** CSS px per pt: zoom * pxPerPt. */
  scale: number;
  layout: ViewportLayout;
  /** The live frame for pointer conversions (reads the DOM's scroll position). */
  frame(): ScreenFrame;
  scrollTo(left: number, top: number): void;
  onScroll(): void;
}

export function useViewport(ref: RefObject<HTMLDivElement | null>, ui: DesignerUi, paper: { width: number; height: number }): Viewport {
  const snap = useSnapshot(ui);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [scroll, setScroll] = useState({ left: 0, top: 0 });
  const [pxPerPt] = useState(measurePxPerPt);
  const scale = snap.zoom * pxPerPt;
  const layout = useMemo(
    () => viewportLayout({ width: size.width, height: size.height, paperWidth: paper.width, paperHeight: paper.height, scale }),
    [size.width, size.height, paper.width, paper.height, scale],
  );
  const latest = useRef({ layout, scale });
  latest.current = { layout, scale };

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize((s) => (s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);

  const frame = useCallback((): ScreenFrame => {
    const el = ref.current;
    const rect = el?.getBoundingClientRect();
    const { layout: l, scale: s } = latest.current;
    return {
      left: rect?.left ?? 0,
      top: rect?.top ?? 0,
      scrollLeft: el?.scrollLeft ?? 0,
      scrollTop: el?.scrollTop ?? 0,
      originX: l.originX,
      originY: l.originY,
      scale: s,
    };
  }, [ref]);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el) setScroll((s) => (s.left === el.scrollLeft && s.top === el.scrollTop ? s : { left: el.scrollLeft, top: el.scrollTop }));
  }, [ref]);

  const scrollTo = useCallback(
    (left: number, top: number) => {
      ref.current?.scrollTo({ left, top });
    },
    [ref],
  );

  // The designer opens with the whole paper width in view: at 100 %, or smaller when the canvas is
  // narrower than the paper (a laptop screen beside the palette and the setting panel). Once only:
  // afterwards the zoom is the user's.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || size.width === 0 || !(paper.width > 0)) return;
    opened.current = true;
    if (!snap.fitWidth && ui.zoom === 1) ui.zoom = openingZoom(size.width, paper.width, pxPerPt);
  }, [size.width, paper.width, pxPerPt, snap.fitWidth, ui]);

  // Fit to width follows the viewport and the paper.
  useEffect(() => {
    if (!snap.fitWidth || size.width === 0) return;
    const zoom = fitWidthZoom(size.width, paper.width, pxPerPt);
    if (zoom !== ui.zoom) ui.zoom = zoom;
  }, [snap.fitWidth, size.width, paper.width, pxPerPt, ui]);

  // Ctrl/Cmd+wheel zooms about the pointer; the scroll that keeps the point in place is applied
  // once the new scale has laid the content out.
  const pendingScroll = useRef<{ left: number; top: number } | undefined>(undefined);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const zoom = clampZoom(ui.zoom * (e.deltaY < 0 ? WHEEL_ZOOM : 1 / WHEEL_ZOOM));
      if (zoom === ui.zoom) return;
      const nextScale = zoom * pxPerPt;
      const next = viewportLayout({ width: el.clientWidth, height: el.clientHeight, paperWidth: paper.width, paperHeight: paper.height, scale: nextScale });
      pendingScroll.current = scrollForZoom(frame(), next, nextScale, e.clientX, e.clientY);
      ui.fitWidth = false;
      ui.zoom = zoom;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [ref, ui, pxPerPt, paper.width, paper.height, frame]);

  useLayoutEffect(() => {
    const target = pendingScroll.current;
    pendingScroll.current = undefined;
    if (target) ref.current?.scrollTo(target);
    onScroll();
  }, [scale, ref, onScroll]);

  return { width: size.width, height: size.height, scrollLeft: scroll.left, scrollTop: scroll.top, scale, layout, frame, scrollTo, onScroll };
}
