/** The sort order of a server-sorted list (column / order of the contract's ListQuery) as one select in the search bar. */
import { Select } from '@mantine/core';
import { usePageT } from '../common/index.ts';

export function SortSelect({ columns, column, order, onChange }: {
  /** The sortable columns by the route's names, with their labels. */
  columns: Array<[name: string, label: string]>;
  column: string;
  order: string;
  onChange(column: string, order: string): void;
}) {
  const tp = usePageT();
  const data = columns.flatMap(([name, label]) => [
    { value: `${name}:asc`, label: `${label} ↑` },
    { value: `${name}:desc`, label: `${label} ↓` },
  ]);
  return (
    <Select
      label={tp('sort.label')}
      data={data}
      allowDeselect={false}
      value={`${column}:${order}`}
      onChange={(value) => {
        const [name, direction] = (value ?? '').split(':');
        if (name && direction) onChange(name, direction);
      }}
    />
  );
}
