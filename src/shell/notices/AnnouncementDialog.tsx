/**
 * The announcement detail dialog (section 2): title, sender, send time and the server-sanitised HTML
 * content; full-screen toggle; 60% / 100% wide; body 80% of the window high; 去处理 for unread url ones.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, ScrollArea, Text, Title, Typography } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import type { Announcement } from '../../api/endpoints/notices.ts';
import { useT } from '../../i18n/index.ts';
import { canHandle, dialogBodyHeight, dialogWidth, handleTarget } from './dialogLayout.ts';

export interface AnnouncementDialogProps {
  /** The announcement as it was when opened (its readFlag decides 去处理); null closes the dialog. */
  record: Announcement | null;
  onClose(): void;
}

export function AnnouncementDialog({ record, onClose }: AnnouncementDialogProps) {
  const t = useT();
  const [fullScreen, setFullScreen] = useState(false);
  const { height } = useViewportSize();
  const [, navigate] = useLocation();
  const close = () => {
    setFullScreen(false);
    onClose();
  };
  const handle = () => {
    if (!record?.openPage) return;
    const target = handleTarget(record.openPage);
    close();
    if (target.external) window.open(target.href, '_blank', 'noopener');
    else navigate(target.href);
  };
  const bodyHeight = dialogBodyHeight(height || (typeof window === 'undefined' ? 800 : window.innerHeight));
  return (
    <Modal
      opened={!!record}
      onClose={close}
      size={dialogWidth(fullScreen)}
      fullScreen={fullScreen}
      centered={!fullScreen}
      data-testid="announcement-dialog"
      title={
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{t('flows.dialog.title')}</Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={fullScreen ? t('flows.dialog.exitFullScreen') : t('flows.dialog.fullScreen')}
            title={fullScreen ? t('flows.dialog.exitFullScreen') : t('flows.dialog.fullScreen')}
            onClick={() => setFullScreen((on) => !on)}
          >
            {fullScreen ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />}
          </ActionIcon>
        </Group>
      }
    >
      {record && (
        <div style={{ height: bodyHeight, display: 'flex', flexDirection: 'column' }}>
          <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
            <Title order={3} ta="center" mb="xs">
              {record.titile}
            </Title>
            <Group justify="center" gap="lg" mb="md">
              <Text size="sm" c="dimmed">
                {t('flows.dialog.sender')}: {record.sender ?? ''}
              </Text>
              <Text size="sm" c="dimmed">
                {t('flows.dialog.sendTime')}: {record.sendTime ?? ''}
              </Text>
            </Group>
            <Typography>
              {/* msgContent is sanitised by the server (src/server/routes/notices/sanitize.ts) */}
              <div data-testid="announcement-content" dangerouslySetInnerHTML={{ __html: record.msgContent ?? '' }} />
            </Typography>
          </ScrollArea>
          <Group justify="flex-end" mt="md">
            {canHandle(record) && <Button onClick={handle}>{t('flows.dialog.handle')}</Button>}
            <Button variant="default" onClick={close} data-autofocus>
              {t('flows.dialog.close')}
            </Button>
          </Group>
        </div>
      )}
    </Modal>
  );
}
