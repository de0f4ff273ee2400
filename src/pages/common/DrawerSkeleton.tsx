/** What a detail drawer shows while its record loads: the shape of its fields and of a table, not a blank panel. */
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function DrawerSkeleton({ fields = 6, rows = 4 }: { fields?: number; rows?: number }) {
  return (
    <Stack gap="md" data-testid="drawer-skeleton" aria-busy="true">
      <Skeleton height={22} width="40%" radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {Array.from({ length: fields }, (_, i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={10} width="30%" radius="sm" />
            <Skeleton height={14} width="70%" radius="sm" />
          </Stack>
        ))}
      </SimpleGrid>
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} height={28} radius="sm" />)}
    </Stack>
  );
}
