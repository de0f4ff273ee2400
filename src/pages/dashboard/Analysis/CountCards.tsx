/**
 * The pending-work counts as cards linking to their shortcut routes. The numbers are the bell's store
 * (polled every 6 s and refreshed by live messages), refreshed once on mount so the page never shows stale zeros.
 */
import { useEffect } from 'react';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { noticeState, refreshCounts } from '../../../shell/notices/noticeStore.ts';
import { countKeysFor, countLabelKey, countLink } from '../../../shell/notices/pendingCounts.ts';

export function CountCards({ userType }: { userType: number | string | undefined }) {
  const t = useT();
  const [, navigate] = useLocation();
  const snap = useSnapshot(noticeState);
  useEffect(() => { refreshCounts(userType).catch(() => {}); }, [userType]);
  const keys = countKeysFor(userType);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(keys.length, 4) }} spacing="md">
      {keys.map((key) => (
        <UnstyledButton key={key} onClick={() => navigate(countLink(key, userType))} data-count={key}>
          <Card withBorder padding="lg" radius="md">
            <Text size="sm" c="dimmed">{t(countLabelKey(key, userType))}</Text>
            <Text fz={32} fw={700} lh={1.3}>{snap.counts[key]}</Text>
            <Text size="xs" c="var(--mantine-primary-color-filled)" style={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              {t('pages.analysis.goHandle')}<IconChevronRight size={12} />
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
