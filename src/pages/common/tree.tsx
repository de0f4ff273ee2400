/** Department options for pickers: the tree flattened with indentation, as Select/MultiSelect data. */
import type { DepartNode } from '../../contract/routes/admin-departments.ts';
import { flattenTree } from './query.ts';

export function departOptions(tree: DepartNode[]): Array<{ value: string; label: string }> {
  return flattenTree(tree).map(({ node, depth }) => ({ value: node.id, label: `${'\u3000'.repeat(depth)}${node.departName}` }));
}
