/** The search form above a list: filter fields, then search and reset. Enter in a field searches. */
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { usePageT } from './i18n.ts';

export function SearchBar({ children, onSearch, onReset }: { children: ReactNode; onSearch(): void; onReset(): void }) {
  const tp = usePageT();
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSearch(); }}>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        {children}
        <Button type="submit" leftSection={<IconSearch size={16} />}>{tp('common.search')}</Button>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onReset}>{tp('common.reset')}</Button>
      </Group>
    </form>
  );
}
