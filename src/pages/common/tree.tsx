/** Department options for pickers: the tree flattened with indentation, as Select/MultiSelect data. */
import { flattenTree } from './query.ts';

export interface DepartNode {
  id: string;
  departName: string;
  orgCode: string;
  orgCategory: string;
  parentId: string | null;
  sortNo: number;
  description: string | null;
  children: DepartNode[];
}

export function departOptions(tree: DepartNode[]): Array<{ value: string; label: string }> {
  return flattenTree(tree).map(({ node, depth }) => ({ value: node.id, label: `${'\u3000'.repeat(depth)}${node.departName}` }));
}
