/** What the directory's list and drawer both show: the rating cell and the contract state's colour. */
import { Group, Rating, Text } from '@mantine/core';
import type { DirectoryRecord } from '../../../api/endpoints/supplierDirectory.ts';
import type { DirectoryContractState } from '../../../contract/domain/supplierDirectory.ts';
import { usePageT } from '../../common/index.ts';

export const CONTRACT_COLORS: Readonly<Record<DirectoryContractState, string>> = { effective: 'green', expiring: 'orange', none: 'gray' };

/** The overall rating as stars and figures, or "not rated". */
export function RatingCell({ rating }: { rating: DirectoryRecord['rating'] }) {
  const tp = usePageT();
  if (rating.overall === null) return <Text size="sm" c="dimmed">{tp('directory.unrated')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={rating.overall} fractions={4} readOnly size="xs" />
      <Text size="sm" fw={600}>{rating.overall.toFixed(2)}</Text>
      <Text size="xs" c="dimmed">{tp('directory.ratingCount', { count: rating.count })}</Text>
    </Group>
  );
}
