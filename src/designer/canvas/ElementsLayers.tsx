/**
 * The elements, one Konva shape each painting the engine's display items. Each node is
 * memoised on its element object: typing in the side panel re-renders one node, and a drag
 * (move, resize, rotate, table grip) puts the selected nodes on their own layer so only that
 * layer redraws while they change.
 */
import { memo, useEffect, useMemo, type ReactElement } from 'react';
import type Konva from 'konva';
import { Layer, Shape } from 'react-konva';
import type { ElementJson } from '../../../engine/index.ts';
import { useDoc, useEditor, useSelection, useToolState } from '../context.tsx';
import { boxOf } from '../editor/document.ts';
import type { DesignRenderer } from '../render/index.ts';
import { drawnSizeOf, paintOrder } from './editorApi.ts';
import { useEditorValue, usePanelIndex } from './hooks.ts';
import type { LayerTransform } from './PaperLayer.tsx';

interface NodeProps {
  id: string;
  element: ElementJson;
  renderer: DesignRenderer;
  /** Renderer version and the panel font: either changing repaints every node. */
  version: number;
  fontFamily: string | undefined;
  /** How far below its stored top the output puts it (under a grown table), pt. */
  shift: number;
}

const ElementNode = memo(function ElementNode({ id, element, renderer, version, fontFamily, shift }: NodeProps) {
  const editor = useEditor();
  const box = boxOf(element);
  // Read during render: the cache answers at once for an element object it has seen.
  const paint = renderer.paintOf(id, element);
  // The editor hit-tests and outlines by what is drawn (a table taller than its stored height).
  const drawnHeight = drawnSizeOf(paint, box)?.height;
  useEffect(() => editor.setDrawnSize(id, drawnHeight === undefined ? undefined : { height: drawnHeight }), [editor, id, drawnHeight]);
  useEffect(() => () => editor.setDrawnSize(id, undefined), [editor, id]);
  const sceneFunc = useMemo(() => {
    if (paint && paint.items.length > 0) return (context: Konva.Context) => renderer.paint(context._context, paint.items);
    // Fonts still loading, or nothing to print (a barcode without test data): a faint
    // outline keeps the element findable on the paper.
    const { width, height } = box;
    return (context: Konva.Context) => {
      const ctx = context._context;
      ctx.strokeStyle = '#adb5bd';
      ctx.lineWidth = 0.5;
      ctx.setLineDash([2, 2]);
      ctx.strokeRect(0, 0, width, height);
    };
    // version and fontFamily are what makes paintOf answer differently for the same element.
  }, [paint, renderer, box.width, box.height, version, fontFamily]);
  return <Shape x={box.x} y={box.y + shift} sceneFunc={sceneFunc} listening={false} perfectDrawEnabled={false} />;
});

interface Props {
  transform: LayerTransform;
  renderer: DesignRenderer;
  version: number;
}

/** Gestures during which the selected elements change on every move: they get the drag layer. */
const GESTURES = new Set(['select.translating', 'select.resizing', 'select.rotating', 'select.dragging_grip']);

/** The elements layer and the drag layer (the elements a gesture is changing). */
export const ElementsLayers = memo(function ElementsLayers({ transform, renderer, version }: Props) {
  const editor = useEditor();
  const doc = useDoc();
  const selection = useSelection();
  const state = useToolState();
  const index = usePanelIndex();
  const panel = doc.panels[index];
  // Elements below a table drawn taller than stored sit where the output puts them: re-render when a drawn size changes.
  useEditorValue((e) => paintOrder(e.doc, index).map((r) => e.flowShift(r.id)).join(','), Object.is, ['change', 'drawn', 'panel']);
  const fontFamily = typeof panel?.fontFamily === 'string' ? panel.fontFamily : undefined;
  renderer.setPanelFontFamily(fontFamily);
  const dragging = GESTURES.has(state) ? new Set(selection) : undefined;
  const still: ReactElement[] = [];
  const moving: ReactElement[] = [];
  for (const ref of paintOrder(doc, index)) {
    const node = <ElementNode key={ref.id} id={ref.id} element={ref.element} renderer={renderer} version={version} fontFamily={fontFamily} shift={editor.flowShift(ref.id)} />;
    (dragging?.has(ref.id) ? moving : still).push(node);
  }
  return (
    <>
      <Layer listening={false} {...transform}>
        {still}
      </Layer>
      <Layer listening={false} {...transform}>
        {moving}
      </Layer>
    </>
  );
});
