/** Trees shown as indented, collapsible table rows (菜单管理, 部门管理, and the business trees after them). */
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type TreeRow<N> = { node: N; depth: number };

type Branch<N> = { id: string; children?: N[] | null };

/** The rows shown: a collapsed node hides its descendants. */
export function treeRows<N extends Branch<N>>(nodes: readonly N[], collapsed: ReadonlySet<string>, depth = 0): TreeRow<N>[] {
  return nodes.flatMap((node) => [{ node, depth }, ...(collapsed.has(node.id) ? [] : treeRows(node.children ?? [], collapsed, depth + 1))]);
}

/** The nodes that match, with the chain above each (children pruned to matching branches); all of them when nothing is asked. */
export function filterTree<N extends Branch<N>>(nodes: readonly N[], matches: (node: N) => boolean): N[] {
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], matches);
    if (!matches(node) && children.length === 0) return [];
    return [{ ...node, children: matches(node) && children.length === 0 ? node.children : children }];
  });
}

/** Ids of every node with children (for "collapse all"). */
export function branchIds<N extends Branch<N>>(nodes: readonly N[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...branchIds(node.children)] : []));
}

/** The first cell of a tree row: indentation, the expand toggle for a node with children, and its label. */
export function TreeCell({ depth, open, hasChildren, onToggle, label, toggleLabel }: { depth: number; open: boolean; hasChildren: boolean; onToggle(): void; label: ReactNode; toggleLabel: string }) {
  return (
    <Group gap={4} wrap="nowrap" pl={depth * 20}>
      {hasChildren ? (
        <ActionIcon size="xs" variant="subtle" onClick={onToggle} aria-label={toggleLabel} aria-expanded={open}>
          {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
      ) : <span style={{ width: 22 }} />}
      {typeof label === 'string' ? <Text size="sm">{label}</Text> : label}
    </Group>
  );
}
