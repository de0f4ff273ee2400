/** The layout of the login pages: background image from sys_setting bg, a card, the footer. */
import type { ReactNode } from 'react';
import { Box, Center, Image, Paper, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { brandName, imageSetting, platform } from '../platform/platform.ts';
import { Footer } from './Footer.tsx';

export function UserLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const { settings } = useSnapshot(platform);
  const bg = imageSetting(settings.bg);
  const logo = imageSetting(settings.logo);
  return (
    <Box
      data-testid="user-layout"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: bg ? `url(${JSON.stringify(bg)}) center / cover no-repeat, #f0f2f5` : 'linear-gradient(160deg, #e8f5e9, #f0f2f5)',
      }}
    >
      <Center style={{ flex: 1 }} p="md">
        <Box w={380} maw="100%">
          {logo && <Image src={logo} h={48} w="auto" fit="contain" mx="auto" mb="xs" alt="" data-testid="login-logo" />}
          <Title order={2} ta="center" mb={4}>
            {brandName(settings, t('shell.platformFallback'))}
          </Title>
          <Text ta="center" c="dimmed" size="sm" mb="lg">
            {t('shell.login.subtitle')}
          </Text>
          <Paper withBorder shadow="md" p="xl" radius="md">
            {children}
          </Paper>
        </Box>
      </Center>
      <Footer />
    </Box>
  );
}
