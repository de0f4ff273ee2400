/** A report's chart: bars or lines of the y columns over the x column, drawn as SVG (no chart library). */
import type { ChartConfig } from '../../contract/domain/online.ts';

const COLORS = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#8c8c8c'];

export function ReportChart({ chart, rows }: { chart: ChartConfig; rows: Record<string, unknown>[] }) {
  const width = 720;
  const height = 260;
  const pad = { left: 48, right: 12, top: 12, bottom: 40 };
  const data = rows.slice(0, 60);
  const values = data.flatMap((r) => chart.y.map((y) => Number(r[y]) || 0));
  const max = Math.max(1, ...values);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, data.length);
  const yOf = (v: number) => pad.top + plotH - (v / max) * plotH;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label="chart" style={{ maxWidth: width }}>
      <line x1={pad.left} y1={pad.top + plotH} x2={width - pad.right} y2={pad.top + plotH} stroke="#999" />
      <line x1={pad.left} y1={pad.top} x2={pad.left} y2={pad.top + plotH} stroke="#999" />
      <text x={pad.left - 6} y={pad.top + 10} fontSize={10} textAnchor="end">{max}</text>
      <text x={pad.left - 6} y={pad.top + plotH} fontSize={10} textAnchor="end">0</text>
      {chart.y.map((y, series) => {
        const color = COLORS[series % COLORS.length];
        if (chart.type === 'line') {
          const points = data.map((r, i) => `${pad.left + slot * (i + 0.5)},${yOf(Number(r[y]) || 0)}`).join(' ');
          return <polyline key={y} points={points} fill="none" stroke={color} strokeWidth={2} data-series={y} />;
        }
        const barW = (slot * 0.8) / chart.y.length;
        return data.map((r, i) => {
          const v = Number(r[y]) || 0;
          return <rect key={`${y}-${i}`} x={pad.left + slot * i + slot * 0.1 + barW * series} y={yOf(v)} width={barW} height={pad.top + plotH - yOf(v)} fill={color} data-series={y} />;
        });
      })}
      {data.map((r, i) => (
        <text key={i} x={pad.left + slot * (i + 0.5)} y={height - pad.bottom + 14} fontSize={10} textAnchor="middle">{String(r[chart.x] ?? '').slice(0, 10)}</text>
      ))}
      {chart.y.map((y, series) => (
        <text key={y} x={pad.left + series * 90} y={height - 6} fontSize={11} fill={COLORS[series % COLORS.length]}>■ {y}</text>
      ))}
    </svg>
  );
}
