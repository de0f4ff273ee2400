/**
 * The designer's slim header: back to the template list, the template's name, and the save state with
 * 保存. The designer fills the window (no back-office menu or tabs), so this is the way back.
 */
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/index.ts';
import { SaveControls } from './output/index.ts';
import classes from './DesignerPage.module.css';

/** Where the back button goes when the designer was not opened from a list (a bookmark, a reload). */
export const TEMPLATE_LIST_PATH = '/template/manager';

/** The list the designer was opened from (TemplateList passes it as history state), else the manager. */
export function backTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/printDesign') ? from : TEMPLATE_LIST_PATH;
}

export function DesignerHeader({ name }: { name?: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = `${name} - ${before}`;
    return () => {
      document.title = before;
    };
  }, [name]);
  return (
    <header className={classes.header}>
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Tooltip label={t('designer.toolbar.backToList')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('designer.toolbar.backToList')} data-testid="designer-back" onClick={() => navigate(backTarget(window.history.state))}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Text fw={600} size="sm" truncate="end" data-testid="designer-title">
          {name}
        </Text>
      </Group>
      <SaveControls />
    </header>
  );
}
