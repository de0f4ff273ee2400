/** Problems layout reported without stopping (failed hooks, missing images, odd options). */
import type { Diagnostic } from '../../../engine/index.ts';

export function DiagnosticsList({ diagnostics }: { diagnostics: Diagnostic[] }) {
  if (diagnostics.length === 0) return null;
  return (
    <details className="diagnostics" open={diagnostics.length <= 5}>
      <summary>
        {diagnostics.length} diagnostic{diagnostics.length === 1 ? '' : 's'}
      </summary>
      <ul>
        {diagnostics.map((d, i) => (
          <li key={i}>
            <code>{d.code}</code> {d.path && <span className="path">{d.path}</span>}
            {d.page !== undefined && <span className="muted"> (page {d.page + 1})</span>} {d.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
