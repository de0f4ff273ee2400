/** The Prometheus text exposition format (0.0.4): families with HELP and TYPE, labelled samples. */

export interface Family {
  name: string;
  help: string;
  type: 'gauge' | 'counter' | 'histogram';
  samples: Array<{ labels?: Record<string, string>; value: number; suffix?: string }>;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const number = (value: number) => (Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN');

export function exposition(families: Family[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${family.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) {
      const labels = Object.entries(sample.labels ?? {});
      const text = labels.length > 0 ? `{${labels.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}` : '';
      lines.push(`${family.name}${sample.suffix ?? ''}${text} ${number(sample.value)}`);
    }
  }
  return lines.join('\n') + '\n';
}
