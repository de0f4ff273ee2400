/**
 * What moves with a gesture: snap guides with their position in pt, the selection rectangle,
 * and the header/footer line being dragged, with its position in pt; and, between gestures, a light
 * outline of the element under the pointer.
 */
import { Fragment, memo } from 'react';
import { Group, Layer, Line, Rect, Text } from 'react-konva';
import { useGuides } from '../context.tsx';
import { LINE_COLOR, type LayerTransform } from './PaperLayer.tsx';
import { usePreview, type PreviewStore } from './previewStore.ts';

interface Props {
  transform: LayerTransform;
  preview: PreviewStore;
  /** Paper width, pt (the dragged line spans it). */
  paperWidth: number;
}

const GUIDE_COLOR = '#e64980';
const BRUSH_COLOR = '#228be6';
const HOVER_COLOR = '#74c0fc';

/** pt with at most one decimal, as the option panel shows positions. */
export const ptLabel = (v: number): string => `${Math.round(v * 10) / 10}pt`;

export const GuidesLayer = memo(function GuidesLayer({ transform, preview: store, paperWidth }: Props) {
  const guides = useGuides();
  const preview = usePreview(store);
  const px = 1 / transform.scaleX;
  const label = (x: number, y: number, text: string, color: string) => (
    <Text x={x} y={y} text={text} fontSize={10 * px} fill={color} padding={1 * px} />
  );
  return (
    <Layer listening={false} {...transform}>
      {guides.map((g) =>
        g.axis === 'x' ? (
          <Fragment key={`x${g.at}`}>
            <Line points={[g.at, g.from, g.at, g.to]} stroke={GUIDE_COLOR} strokeWidth={px} dash={[3 * px, 2 * px]} />
            {label(g.at + 2 * px, g.from - 13 * px, ptLabel(g.at), GUIDE_COLOR)}
          </Fragment>
        ) : (
          <Fragment key={`y${g.at}`}>
            <Line points={[g.from, g.at, g.to, g.at]} stroke={GUIDE_COLOR} strokeWidth={px} dash={[3 * px, 2 * px]} />
            {label(g.to + 3 * px, g.at - 12 * px, ptLabel(g.at), GUIDE_COLOR)}
          </Fragment>
        ),
      )}
      {preview.hover && (
        // Turned with the element about its centre, as the selection outline is.
        <Group
          x={preview.hover.x + preview.hover.width / 2}
          y={preview.hover.y + preview.hover.height / 2}
          offsetX={preview.hover.width / 2}
          offsetY={preview.hover.height / 2}
          rotation={preview.hover.rotation}
        >
          <Rect width={preview.hover.width} height={preview.hover.height} stroke={HOVER_COLOR} strokeWidth={px} />
        </Group>
      )}
      {preview.brush && (
        <Rect {...preview.brush} stroke={BRUSH_COLOR} strokeWidth={px} dash={[4 * px, 2 * px]} fill="rgba(34,139,230,0.08)" />
      )}
      {preview.line && (
        <>
          <Line points={[0, preview.line.y, paperWidth, preview.line.y]} stroke={LINE_COLOR} strokeWidth={1.5 * px} />
          {label(40 * px, preview.line.y - 14 * px, ptLabel(preview.line.y), LINE_COLOR)}
        </>
      )}
    </Layer>
  );
});
