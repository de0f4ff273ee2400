/**
 * The design canvas: one Konva Stage under a transparent scrolling viewport that takes the
 * pointer, keyboard and drops. Layers: paper (static), elements, the drag layer, guides and
 * the selection; the mm rulers are two small canvases along the edges. Reads everything from
 * the designer context; see ../README.md.
 */
import { Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { Stage } from 'react-konva';
import { useSnapshot } from 'valtio';
import { type ElementJson, PT_PER_MM } from '../../../engine/index.ts';
import { useT } from '../../i18n/index.ts';
import { useDesigner } from '../context.tsx';
import { tableSwitch, type Editor } from '../editor/index.ts';
import type { DesignerUi } from '../state.ts';
import { toTemplateElement } from '../render/index.ts';
import { ColumnTitleEditor } from './ColumnTitleEditor.tsx';
import { dropBox, dropElement, ELEMENT_MIME, parseDropPayload } from './drop.ts';
import { ElementsLayers } from './ElementsLayers.tsx';
import { GuidesLayer } from './GuidesLayer.tsx';
import { HandlesLayer } from './HandlesLayer.tsx';
import { usePaperView, useRenderer } from './hooks.ts';
import { PanelTabs } from './PanelTabs.tsx';
import { PaperLayer, type LayerTransform } from './PaperLayer.tsx';
import { PointerController, type CanvasView, type ColumnTitleTarget, type MenuTarget } from './pointer.ts';
import { PreviewStore } from './previewStore.ts';
import { Rulers } from './Rulers.tsx';
import { TableMenu } from './TableMenu.tsx';
import { tableGeometry, type TableGeometry } from './tableGeometry.ts';
import { TextEditOverlay } from './TextEditOverlay.tsx';
import { useCanvasKeys } from './useCanvasKeys.ts';
import { useViewport } from './useViewport.ts';
import { clientToPt, ptToClient } from './viewport.ts';
import classes from './DesignCanvas.module.css';

/** What end-to-end tests reach through `window.__larderDesigner` (set while a canvas is mounted). */
export interface DesignerTestHooks {
  editor: Editor;
  ui: DesignerUi;
  /** Client px of a paper point (pt) of the current panel. */
  ptToClient(x: number, y: number): { x: number; y: number };
}

/** The window as the test hooks see it (not a global declaration: tests declare their own view). */
const hooksHost = (): { __larderDesigner?: DesignerTestHooks } => window as unknown as { __larderDesigner?: DesignerTestHooks };

export function DesignCanvas() {
  const { editor, ui } = useDesigner();
  const t = useT();
  const viewportRef = useRef<HTMLDivElement>(null);
  const paper = usePaperView();
  const viewport = useViewport(viewportRef, ui, paper);
  const { renderer, version } = useRenderer();
  const [preview] = useState(() => new PreviewStore());
  const [menu, setMenu] = useState<MenuTarget>();
  const [titleTarget, setTitleTarget] = useState<ColumnTitleTarget>();
  // where a palette entry dragged over the paper would land (pt), drawn until it is dropped or leaves
  const [ghost, setGhost] = useState<{ x: number; y: number; width: number; height: number }>();
  const dragging = useSnapshot(ui).paletteDrag;
  useEffect(() => {
    if (!dragging) setGhost(undefined);
  }, [dragging]);
  // Stable: the menu's listeners are set up once per opening.
  const closeMenu = useCallback(() => setMenu(undefined), []);

  // Table header geometry, per element object, measured with the renderer's fonts.
  const geometryOf = useMemo(() => {
    const cache = new WeakMap<ElementJson, TableGeometry | undefined>();
    return (element: ElementJson): TableGeometry | undefined => {
      if (cache.has(element)) return cache.get(element);
      const env = renderer.elementEnv();
      if (!env) return undefined;
      let geometry: TableGeometry | undefined;
      try {
        geometry = tableGeometry(toTemplateElement(element), env);
        // Grips only where the editor would take them (its commands refuse the rest too).
        if (!tableSwitch(element, 'editable')) geometry = { ...geometry, columnGrips: [], rowGrips: [] };
        else if (!tableSwitch(element, 'columnResizable')) geometry = { ...geometry, columnGrips: [] };
      } catch {
        geometry = undefined; // the element paints its own error box
      }
      cache.set(element, geometry);
      return geometry;
    };
    // A new renderer version (fonts arrived) measures again.
  }, [renderer, version]);

  const setCursor = useCallback((cursor: string) => {
    if (viewportRef.current) viewportRef.current.style.cursor = cursor;
  }, []);

  // The controller reads the latest geometry through a ref: it is made once.
  const latest = useRef(geometryOf);
  latest.current = geometryOf;
  const pointer = useMemo(() => {
    const view: CanvasView = {
      frame: viewport.frame,
      tableGeometry: (element) => latest.current(element),
      scrollTo: viewport.scrollTo,
      setCursor,
      setPreview: preview.set,
      setSidePanel: (panel) => {
        ui.sidePanel = panel;
      },
      openTableMenu: setMenu,
      editColumnTitle: setTitleTarget,
    };
    return new PointerController(editor, view);
  }, [editor, ui, viewport.frame, viewport.scrollTo, setCursor, preview]);

  useCanvasKeys(editor, pointer, setCursor);

  // The side panel follows the selection when it changes other than by a click on the canvas.
  useEffect(
    () =>
      editor.on('selection', (selection) => {
        const side = ui.sidePanel;
        if (selection.length === 0) {
          if (side.kind !== 'paper') ui.sidePanel = { kind: 'paper' };
        } else if (side.kind === 'paper' || (side.kind === 'column' && !selection.includes(side.elementId))) {
          ui.sidePanel = { kind: 'element' };
        }
      }),
    [editor, ui],
  );

  // Test hooks for the end-to-end tests (Playwright finds elements on screen through them).
  useEffect(() => {
    const hooks: DesignerTestHooks = { editor, ui, ptToClient: (x, y) => ptToClient(viewport.frame(), x, y) };
    hooksHost().__larderDesigner = hooks;
    return () => {
      if (hooksHost().__larderDesigner === hooks) delete hooksHost().__larderDesigner;
    };
  }, [editor, ui, viewport.frame]);

  const { layout, scale, scrollLeft, scrollTop } = viewport;
  const paperX = layout.originX - scrollLeft;
  const paperY = layout.originY - scrollTop;
  const transform = useMemo<LayerTransform>(() => ({ x: paperX, y: paperY, scaleX: scale, scaleY: scale }), [paperX, paperY, scale]);
  const place = useMemo(() => ({ x: paperX, y: paperY, scale }), [paperX, paperY, scale]);
  const labels = useMemo(() => ({ header: t('canvas.headerLine'), footer: t('canvas.footerLine') }), [t]);

  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(ELEMENT_MIME)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    const entry = ui.paletteDrag;
    if (!entry) return;
    try {
      const box = dropBox(editor, entry, clientToPt(viewport.frame(), e.clientX, e.clientY));
      setGhost((last) => (last && last.x === box.x && last.y === box.y && last.width === box.width && last.height === box.height ? last : box));
    } catch {
      setGhost(undefined); // a type that cannot be added: the drop says why
    }
  };

  const onDrop = (e: DragEvent) => {
    setGhost(undefined);
    const payload = parseDropPayload(e.dataTransfer.getData(ELEMENT_MIME));
    if (!payload) return;
    e.preventDefault();
    const at = clientToPt(viewport.frame(), e.clientX, e.clientY);
    const error = dropElement(editor, payload, at);
    if (error) notifications.show({ color: 'red', title: t('canvas.dropFailed'), message: error });
    else ui.sidePanel = { kind: 'element' };
    viewportRef.current?.focus({ preventScroll: true });
  };

  /** Pointer events over the scrollbars belong to the scrollbars. */
  const onScrollbar = (e: PointerEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const rect = el.getBoundingClientRect();
    return e.clientX - rect.left >= el.clientWidth || e.clientY - rect.top >= el.clientHeight;
  };

  return (
    <div className={classes.root}>
      <PanelTabs />
      {/* The test id marks the stage's container: the Konva canvases and the viewport over them. */}
      <div className={classes.frame} data-testid="design-canvas">
        <div className={classes.stage}>
          {viewport.width > 0 && (
            <Stage width={viewport.width} height={viewport.height} listening={false}>
              <PaperLayer paper={paper} transform={transform} labels={labels} />
              <ElementsLayers transform={transform} renderer={renderer} version={version} />
              <GuidesLayer transform={transform} preview={preview} paperWidth={paper.width} />
              <HandlesLayer transform={transform} tableGeometry={geometryOf} />
            </Stage>
          )}
          <Rulers width={viewport.width} height={viewport.height} paperX={paperX} paperY={paperY} paperWidth={paper.width} paperHeight={paper.height} scale={scale} />
        </div>
        <div
          ref={viewportRef}
          className={classes.viewport}
          data-testid="design-viewport"
          data-px-per-mm={scale * PT_PER_MM}
          aria-label={t('canvas.label')}
          role="application"
          tabIndex={0}
          onScroll={viewport.onScroll}
          onPointerDown={(e) => {
            if (onScrollbar(e)) return;
            // No text selection or native drag from a press on the canvas (focus is taken by hand).
            if (e.button === 0) e.preventDefault();
            e.currentTarget.focus({ preventScroll: true });
            e.currentTarget.setPointerCapture(e.pointerId);
            pointer.down(e);
          }}
          onPointerMove={(e) => pointer.move(e)}
          onPointerUp={(e) => {
            if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
            pointer.up(e);
          }}
          onPointerCancel={() => pointer.cancel()}
          onLostPointerCapture={() => pointer.busy && pointer.cancel()}
          onPointerLeave={() => pointer.leave()}
          onDoubleClick={(e) => pointer.doubleClick(e)}
          onContextMenu={(e) => {
            if (pointer.contextMenu(e)) e.preventDefault();
          }}
          onDragOver={onDragOver}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setGhost(undefined);
          }}
          onDrop={onDrop}
        >
          <div className={classes.spacer} style={{ width: layout.contentWidth, height: layout.contentHeight }} />
        </div>
        {ghost && dragging && (
          <div
            className={classes.dropGhost}
            data-testid="drop-ghost"
            style={{ left: place.x + ghost.x * scale, top: place.y + ghost.y * scale, width: Math.max(ghost.width * scale, 6), height: Math.max(ghost.height * scale, 6) }}
          >
            <span>{dragging.label}</span>
          </div>
        )}
        <TextEditOverlay place={place} />
        {titleTarget && <ColumnTitleEditor key={`${titleTarget.id}:${titleTarget.cell.row}:${titleTarget.cell.col}`} target={titleTarget} place={place} onClose={() => setTitleTarget(undefined)} />}
        {!renderer.ready && (
          <Text size="xs" c="dimmed" className={classes.loading}>
            <Loader size={10} mr={6} />
            {t('canvas.loadingFonts')}
          </Text>
        )}
      </div>
      {menu && <TableMenu target={menu} onClose={closeMenu} />}
    </div>
  );
}
