/**
 * 个人中心 > 个人设置: the account forms of the account drawer (nickname, phone, password) and the
 * user's preferences (language, navigation theme), which are the settings drawer's own switches, and the
 * notification preferences (a toast for a new announcement, a desktop notification while the tab is in the
 * background, pending work on the bell).
 */
import { Card, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { AccountForms } from '../../../shell/account/AccountDrawer.tsx';
import { setLocale, setNoticePreference, setTheme, settings } from '../../../shell/state/settings.ts';
import { usePageT } from '../../common/index.ts';

export default function AccountSettings() {
  const tp = usePageT();
  const s = useSnapshot(settings);
  return (
    <Stack gap="md" data-testid="account-settings">
      <Title order={3}>{tp('accountSettings.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg">
          <Text fw={600} mb="sm">{tp('accountSettings.account')}</Text>
          <AccountForms active />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Text fw={600} mb={4}>{tp('accountSettings.preferences')}</Text>
          <Text size="xs" c="dimmed" mb="md">{tp('accountSettings.preferencesHint')}</Text>
          <Stack gap="md">
            <div>
              <Text size="sm" mb={4}>{tp('accountSettings.language')}</Text>
              <SegmentedControl
                aria-label={tp('accountSettings.language')}
                value={s.locale}
                onChange={(value) => setLocale(value as typeof s.locale)}
                data={[{ value: 'zh-CN', label: '中文' }, { value: 'en-US', label: 'English' }]}
                data-testid="account-language"
              />
            </div>
            <div>
              <Text size="sm" mb={4}>{tp('accountSettings.menuTheme')}</Text>
              <SegmentedControl
                aria-label={tp('accountSettings.menuTheme')}
                value={s.theme}
                onChange={(value) => setTheme(value as typeof s.theme)}
                data={[{ value: 'dark', label: tp('accountSettings.dark') }, { value: 'light', label: tp('accountSettings.light') }]}
              />
            </div>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" data-testid="notice-preferences">
          <Text fw={600} mb="md">{tp('accountSettings.notifications')}</Text>
          <Stack gap="md">
            <Switch label={tp('accountSettings.noticePopups')} checked={s.noticePopups} onChange={(e) => setNoticePreference('noticePopups', e.currentTarget.checked)} data-testid="pref-noticePopups" />
            <Switch
              label={tp('accountSettings.desktopNotices')}
              description={tp('accountSettings.desktopNoticesHint')}
              checked={s.desktopNotices}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setNoticePreference('desktopNotices', on);
                // the browser asks the user once; a refusal leaves the switch on but nothing is shown
                if (on && typeof Notification !== 'undefined' && Notification.permission === 'default') Notification.requestPermission().catch(() => {});
              }}
              data-testid="pref-desktopNotices"
            />
            <Switch label={tp('accountSettings.bellCounts')} checked={s.bellCounts} onChange={(e) => setNoticePreference('bellCounts', e.currentTarget.checked)} data-testid="pref-bellCounts" />
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
