/**
 * The paper: a white sheet, the header and footer lines and the paper number. Static and not
 * listening (the pointer controller finds the lines and the number itself), so it is drawn
 * only when the paper, zoom or scroll changes (a line follows its drag), never during an
 * element drag.
 */
import { memo } from 'react';
import { Layer, Line, Rect, Text } from 'react-konva';
import { DEFAULT_FONT } from '../../../engine/index.ts';
import { fontFamily } from '../../../host/browser.ts';
import { PAPER_NUMBER_SIZE, type PaperView } from './paper.ts';

export interface LayerTransform {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
}

interface Props {
  paper: PaperView;
  transform: LayerTransform;
  labels: { header: string; footer: string };
}

export const LINE_COLOR = '#1c7ed6';
/** The paper number's font: the shipped font, falling back to any sans-serif while it loads. */
export const LABEL_FONT = `"${fontFamily(DEFAULT_FONT)}", sans-serif`;

export const PaperLayer = memo(function PaperLayer({ paper, transform, labels }: Props) {
  const px = 1 / transform.scaleX; // one screen pixel in pt
  const line = (which: 'header' | 'footer', y: number) => (
    <>
      <Line points={[0, y, paper.width, y]} stroke={LINE_COLOR} strokeWidth={px} dash={[4 * px, 3 * px]} />
      <Text x={2 * px} y={which === 'header' ? y + 2 * px : y - 12 * px} text={labels[which]} fontSize={10 * px} fill={LINE_COLOR} />
    </>
  );
  return (
    <Layer listening={false} {...transform}>
      <Rect
        width={paper.width}
        height={paper.height}
        fill="#ffffff"
        shadowColor="#000000"
        shadowBlur={8 * px}
        shadowOpacity={0.18}
        shadowForStrokeEnabled={false}
        perfectDrawEnabled={false}
      />
      {line('header', paper.header)}
      {line('footer', paper.footer)}
      <Text
        x={paper.numberLeft}
        y={paper.numberTop}
        text={paper.numberFormat}
        fontSize={PAPER_NUMBER_SIZE}
        fontFamily={LABEL_FONT}
        fill="#495057"
        opacity={paper.numberDisabled ? 0.3 : 1}
      />
    </Layer>
  );
});
