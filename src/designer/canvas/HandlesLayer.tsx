/**
 * The selection: outlines of the selected elements, the resize and rotate handles of a single
 * selection (drawn here; the pointer controller finds them by geometry and the editor does the
 * resizing), and the selected header cells of a table.
 */
import { memo } from 'react';
import { Circle, Group, Layer, Line, Rect } from 'react-konva';
import type { ElementJson } from '../../../engine/index.ts';
import { useDoc, useEditor, useSelection, useToolState } from '../context.tsx';
import { handlesFor, type CellSelection } from '../editor/index.ts';
import { locate, rotationOf, typeOf } from '../editor/document.ts';
import { HANDLE_PX, handlePoints } from './handles.ts';
import { useEditorValue, usePanelIndex } from './hooks.ts';
import type { LayerTransform } from './PaperLayer.tsx';
import { cellSelected, type TableGeometry } from './tableGeometry.ts';

const SELECT_COLOR = '#228be6';

interface Props {
  transform: LayerTransform;
  tableGeometry(element: ElementJson): TableGeometry | undefined;
}

export const HandlesLayer = memo(function HandlesLayer({ transform, tableGeometry }: Props) {
  const editor = useEditor();
  const doc = useDoc();
  const selection = useSelection();
  const state = useToolState();
  const panel = usePanelIndex();
  const cells = useEditorValue<CellSelection | undefined>((e) => e.cellSelection, Object.is, ['cells', 'change']);
  // The outline and handles sit on the drawn box: re-render when a selected element's drawn size changes.
  useEditorValue((e) => e.selection.map((id) => e.drawnSize(id)?.height ?? '').join(','), Object.is, ['drawn', 'selection']);
  const px = 1 / transform.scaleX;
  const refs = selection
    .map((id) => locate(doc, id))
    .filter((r): r is NonNullable<typeof r> => r !== undefined && r.panel === panel);
  const showHandles = refs.length === 1 && state !== 'select.editing_text' && state !== 'select.translating';

  return (
    <Layer listening={false} {...transform}>
      {refs.map((ref) => {
        const box = editor.drawnBox(ref);
        const rotation = rotationOf(ref.element);
        const geometry = cells?.id === ref.id ? tableGeometry(ref.element) : undefined;
        return (
          // The group turns with the element about its centre; children are in element coordinates.
          <Group key={ref.id} x={box.x + box.width / 2} y={box.y + box.height / 2} offsetX={box.width / 2} offsetY={box.height / 2} rotation={rotation}>
            <Rect width={box.width} height={box.height} stroke={SELECT_COLOR} strokeWidth={px} dash={[4 * px, 2 * px]} />
            {geometry?.cells
              .filter((c) => cells && cellSelected(c, cells))
              .map((c) => <Rect key={`${c.row}:${c.col}`} x={c.x} y={c.y} width={c.width} height={c.height} fill="rgba(34,139,230,0.18)" />)}
          </Group>
        );
      })}
      {showHandles &&
        (() => {
          const ref = refs[0]!;
          const box = editor.drawnBox(ref);
          const rotation = rotationOf(ref.element);
          const size = HANDLE_PX * px;
          const points = handlePoints(box, rotation, handlesFor(typeOf(ref.element), editor.options.handles), transform.scaleX);
          const top = handlePoints(box, rotation, ['n'], transform.scaleX)[0]!;
          return points.map((p) =>
            p.handle === 'r' ? (
              <Group key="r">
                <Line points={[top.x, top.y, p.x, p.y]} stroke={SELECT_COLOR} strokeWidth={px} />
                <Circle x={p.x} y={p.y} radius={size / 2} fill="#ffffff" stroke={SELECT_COLOR} strokeWidth={px} />
              </Group>
            ) : (
              <Rect
                key={p.handle}
                x={p.x}
                y={p.y}
                width={size}
                height={size}
                offsetX={size / 2}
                offsetY={size / 2}
                rotation={rotation}
                fill="#ffffff"
                stroke={SELECT_COLOR}
                strokeWidth={px}
              />
            ),
          );
        })()}
    </Layer>
  );
});
