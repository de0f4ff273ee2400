/** One supplier of the directory: contacts, categories with product counts, and the rating by month. */
import { useEffect, useState } from 'react';
import { Badge, Divider, Drawer, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { supplierDirectory, type DirectoryDetail } from '../../../api/endpoints/supplierDirectory.ts';
import { SCORE_MAX } from '../../../contract/domain/evaluation.ts';
import { DrawerSkeleton, usePageT } from '../../common/index.ts';
import { CONTRACT_COLORS, RatingCell } from './parts.tsx';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

export function DirectoryDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const tp = usePageT();
  const [detail, setDetail] = useState<DirectoryDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (!id) return;
    let gone = false;
    supplierDirectory.detail(id).then((d) => { if (!gone) setDetail(d); }, () => {});
    return () => { gone = true; };
  }, [id]);
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={detail?.name ?? tp('directory.detail')} data-testid="directory-drawer">
      {!detail ? <DrawerSkeleton /> : (
        <Stack gap="md">
          <Group gap="xs">
            <RatingCell rating={detail.rating} />
            <Badge variant="light" color={CONTRACT_COLORS[detail.contractState]}>{tp(`directory.contractState.${detail.contractState}`)}</Badge>
            {detail.contractEnd && <Text size="xs" c="dimmed">{tp('directory.until', { day: detail.contractEnd })}</Text>}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Field label={tp('directory.contact')} value={detail.contact} />
            <Field label={tp('directory.phone')} value={detail.phone} />
            <Field label={tp('directory.region')} value={detail.regionName} />
            <Field label={tp('directory.address')} value={detail.address} />
          </SimpleGrid>
          <Divider />
          <Title order={6}>{tp('directory.categories')}</Title>
          {detail.productCategories.length === 0 ? <Text size="sm" c="dimmed">—</Text> : (
            <Group gap={6}>
              {detail.productCategories.map((c) => <Badge key={c.id} variant="outline">{tp('directory.categoryProducts', { name: c.name, count: c.products })}</Badge>)}
            </Group>
          )}
          <Divider />
          <Title order={6}>{tp('directory.byMonth')}</Title>
          {detail.months.length === 0 ? <Text size="sm" c="dimmed">{tp('directory.unrated')}</Text> : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped data-testid="rating-months">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{tp('directory.month')}</Table.Th>
                    <Table.Th>{tp('directory.overall')}</Table.Th>
                    <Table.Th>{tp('directory.quality')}</Table.Th>
                    <Table.Th>{tp('directory.delivery')}</Table.Th>
                    <Table.Th>{tp('directory.service')}</Table.Th>
                    <Table.Th>{tp('directory.count')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.months.map((m) => (
                    <Table.Tr key={m.period}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.period}</Table.Td>
                      <Table.Td miw={110}>
                        <Group gap={6} wrap="nowrap">
                          <Progress value={(m.overall / SCORE_MAX) * 100} w={50} size="sm" />
                          <Text size="sm">{m.overall.toFixed(2)}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{m.quality.toFixed(2)}</Table.Td>
                      <Table.Td>{m.delivery.toFixed(2)}</Table.Td>
                      <Table.Td>{m.service.toFixed(2)}</Table.Td>
                      <Table.Td>{m.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
