/** Footer: filing number (icp) and the copyright year range with the platform name. */
import { Anchor, Group, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { copyrightYears, platform } from '../platform/platform.ts';

/** The year the platform went into service: the start of the copyright range. */
export const COPYRIGHT_SINCE = 2023;

export function Footer({ light = false }: { light?: boolean }) {
  const t = useT();
  const { settings } = useSnapshot(platform);
  const name = settings.platformName || t('shell.platformFallback');
  return (
    <Group justify="center" gap="md" py="md" data-testid="footer">
      {settings.icp && (
        <Anchor href="https://beian.miit.gov.cn/" target="_blank" rel="noopener" size="xs" c={light ? 'white' : 'dimmed'}>
          {settings.icp}
        </Anchor>
      )}
      <Text size="xs" c={light ? 'white' : 'dimmed'}>
        {t('shell.copyright', { years: copyrightYears(COPYRIGHT_SINCE, new Date().getFullYear()), name })}
      </Text>
    </Group>
  );
}
