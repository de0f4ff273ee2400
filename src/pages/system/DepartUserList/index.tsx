/**
 * system/DepartUserList (我的部门): the departments the user heads (and those under them) on the left, the
 * chosen one's members on the right: search, add existing users, set a member's position, remove. An
 * administrator sees every department and also sets heads. The server decides what is in scope.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Grid, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { departUsers } from '../../../api/endpoints/system-extra.ts';
import type { ManagedDepart } from '../../../contract/routes/system-extra.ts';
import { PageCard, treeRows, usePageT } from '../../common/index.ts';
import { AddMembersModal, HeadsModal } from './MemberModals.tsx';
import { MemberTable } from './MemberTable.tsx';

export default function DepartUserList() {
  const tp = usePageT();
  const [departs, setDeparts] = useState<ManagedDepart[]>([]);
  const [canManageHeads, setCanManageHeads] = useState(false);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [settingHeads, setSettingHeads] = useState(false);
  const [version, setVersion] = useState(0);

  const load = useCallback(() => {
    departUsers.departs().then((answer) => {
      setDeparts(answer.departs);
      setCanManageHeads(answer.canManageHeads);
      setChosenId((id) => id ?? answer.departs[0]?.id ?? null);
    }).catch(() => {});
  }, []);
  useEffect(load, [load]);

  const rows = useMemo(() => treeRows(departs, new Set<string>()), [departs]);
  const chosen = rows.find((r) => r.node.id === chosenId)?.node ?? null;
  const changed = () => { load(); setVersion((v) => v + 1); };

  return (
    <PageCard title={tp('departUser.title')}>
      {departs.length === 0 ? <Text c="dimmed" data-testid="depart-user-none">{tp('departUser.noDeparts')}</Text> : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Paper withBorder p="xs">
              <Text size="sm" fw={600} mb="xs">{tp('departUser.departs')}</Text>
              <Stack gap={0} data-testid="depart-user-departs">
                {rows.map(({ node, depth }) => (
                  <NavLink key={node.id} active={node.id === chosenId} onClick={() => setChosenId(node.id)} pl={8 + depth * 16}
                    label={node.departName} description={node.orgCode}
                    rightSection={<Badge size="sm" variant="light" tt="none">{tp('departUser.memberCount', { count: node.memberCount })}</Badge>} />
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {chosen ? (
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Title order={5}>{chosen.departName}</Title>
                    <Group gap={4} mt={4}>
                      <Text size="sm" c="dimmed">{tp('departUser.heads')}:</Text>
                      {chosen.heads.length ? chosen.heads.map((h) => <Badge key={h.id} variant="light" tt="none">{h.realname || h.username}</Badge>) : <Text size="sm" c="dimmed">—</Text>}
                    </Group>
                  </div>
                  <Group gap="xs">
                    {canManageHeads && <Button variant="default" onClick={() => setSettingHeads(true)}>{tp('departUser.setHeads')}</Button>}
                    <Button leftSection={<IconUsersPlus size={16} />} onClick={() => setAdding(true)}>{tp('departUser.addMember')}</Button>
                  </Group>
                </Group>
                <MemberTable key={`${chosen.id}:${version}`} depart={chosen} onChanged={changed} />
              </Stack>
            ) : <Text c="dimmed">{tp('departUser.pickDepart')}</Text>}
          </Grid.Col>
        </Grid>
      )}
      <AddMembersModal depart={adding ? chosen : null} onClose={() => setAdding(false)} onSaved={changed} />
      <HeadsModal depart={settingHeads ? chosen : null} onClose={() => setSettingHeads(false)} onSaved={changed} />
    </PageCard>
  );
}
