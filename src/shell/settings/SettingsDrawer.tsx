/** The settings drawer: every setting of section 2; the couplings live in the settings store's setters. */
import { ColorSwatch, Divider, Drawer, Group, SegmentedControl, Select, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useMantineTheme } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import type { Locale } from '../../i18n/types.ts';
import {
  PRIMARY_COLORS, setAutoHideHeader, setColorWeak, setContentWidth, setFixedHeader, setFixSiderbar, setLayout, setLocale,
  setMultipage, setPrimaryColor, setTheme, settings, type ContentWidth, type LayoutMode, type MenuTheme,
} from '../state/settings.ts';

export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const t = useT();
  const s = useSnapshot(settings);
  const theme = useMantineTheme();
  // Section 8: a colour the theme cannot take ('Theme compile fails') says so instead of leaving a half-applied theme.
  const applyColor = (color: string) => {
    if (!theme.colors[color] || !setPrimaryColor(color)) notifications.show({ color: 'red', message: t('messages.themeFailed') });
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={300} title={t('settings.title')} data-testid="settings-drawer">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('settings.menuTheme')}
          </Text>
          <SegmentedControl
            fullWidth
            value={s.theme}
            onChange={(v) => setTheme(v as MenuTheme)}
            data={[
              { value: 'dark', label: t('settings.themeDark') },
              { value: 'light', label: t('settings.themeLight') },
            ]}
          />
        </div>
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('settings.primaryColor')}
          </Text>
          <Group gap={6}>
            {PRIMARY_COLORS.map((color) => (
              <Tooltip key={color} label={color}>
                <ColorSwatch
                  component="button"
                  type="button"
                  color={theme.colors[color]?.[6] ?? color}
                  onClick={() => applyColor(color)}
                  aria-label={color}
                  style={{ color: '#fff', cursor: 'pointer' }}
                  size={22}
                >
                  {s.primaryColor === color && <IconCheck size={12} />}
                </ColorSwatch>
              </Tooltip>
            ))}
          </Group>
        </div>
        <Divider />
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('settings.layout')}
          </Text>
          <SegmentedControl
            fullWidth
            value={s.layout}
            onChange={(v) => setLayout(v as LayoutMode)}
            data-testid="setting-layout"
            data={[
              { value: 'sidemenu', label: t('settings.sidemenu') },
              { value: 'topmenu', label: t('settings.topmenu') },
            ]}
          />
        </div>
        <Select
          label={t('settings.contentWidth')}
          value={s.contentWidth}
          onChange={(v) => v && setContentWidth(v as ContentWidth)}
          allowDeselect={false}
          data={[
            { value: 'Fixed', label: t('settings.fixed') },
            { value: 'Fluid', label: t('settings.fluid'), disabled: s.layout !== 'topmenu' },
          ]}
          description={s.layout !== 'topmenu' ? t('settings.fluidOnlyTopmenu') : undefined}
        />
        <Switch label={t('settings.fixedHeader')} checked={s.fixedHeader} onChange={(e) => setFixedHeader(e.currentTarget.checked)} data-testid="setting-fixedHeader" />
        <Switch
          label={t('settings.autoHideHeader')}
          description={!s.fixedHeader ? t('settings.autoHideNeedsFixed') : undefined}
          checked={s.autoHideHeader}
          disabled={!s.fixedHeader}
          onChange={(e) => setAutoHideHeader(e.currentTarget.checked)}
          data-testid="setting-autoHideHeader"
        />
        <Switch
          label={t('settings.fixSiderbar')}
          description={s.layout === 'topmenu' ? t('settings.fixSiderbarDisabled') : undefined}
          checked={s.fixSiderbar}
          disabled={s.layout === 'topmenu'}
          onChange={(e) => setFixSiderbar(e.currentTarget.checked)}
          data-testid="setting-fixSiderbar"
        />
        <Divider />
        <Switch label={t('settings.colorWeak')} checked={s.colorWeak} onChange={(e) => setColorWeak(e.currentTarget.checked)} data-testid="setting-colorWeak" />
        <Switch label={t('settings.multipage')} checked={s.multipage} onChange={(e) => setMultipage(e.currentTarget.checked)} data-testid="setting-multipage" />
        <Select
          label={t('settings.language')}
          value={s.locale}
          allowDeselect={false}
          onChange={(v) => v && setLocale(v as Locale)}
          data={[
            { value: 'zh-CN', label: t('locale.zh-CN') },
            { value: 'en-US', label: t('locale.en-US') },
          ]}
        />
      </Stack>
    </Drawer>
  );
}
