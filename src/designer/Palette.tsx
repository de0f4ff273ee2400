/**
 * The element types, grouped by name, dragged onto the paper (or added with a click, for the
 * keyboard). The canvas accepts drops of 'application/x-larder-element' carrying {tid, options}.
 */
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DragEvent } from 'react';
import { useT } from '../i18n/index.ts';
import { useDesigner } from './context.tsx';
import classes from './DesignerPage.module.css';
import { PALETTE, PALETTE_MIME, type PaletteEntry } from './palette.ts';

export function Palette() {
  const t = useT();
  const { editor, ui } = useDesigner();

  const onDragStart = (entry: PaletteEntry) => (event: DragEvent) => {
    event.dataTransfer.setData(PALETTE_MIME, JSON.stringify({ tid: entry.tid, options: entry.options }));
    event.dataTransfer.effectAllowed = 'copy';
    ui.paletteDrag = { tid: entry.tid, options: entry.options, label: t(`designer.palette.item.${entry.key}`) };
  };
  const onDragEnd = () => {
    ui.paletteDrag = undefined;
  };

  // A click adds the element near the top-left of the paper, for users who do not drag.
  const add = (entry: PaletteEntry) => {
    try {
      editor.exec('addElement', { tid: entry.tid, options: { left: 20, top: 20, ...entry.options } });
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <nav className={classes.palette} aria-label={t('designer.palette.label')}>
      {PALETTE.map((group) => (
        <section key={group.key}>
          <Text size="xs" fw={600} c="dimmed" px="xs" pt="sm" pb={4}>
            {t(`designer.palette.group.${group.key}`)}
          </Text>
          <Stack gap={2} px={6}>
            {group.entries.map((entry) => (
              <UnstyledButton
                key={entry.key}
                className={classes.paletteItem}
                draggable
                onDragStart={onDragStart(entry)}
                onDragEnd={onDragEnd}
                onDoubleClick={() => add(entry)}
                onKeyDown={(e) => e.key === 'Enter' && add(entry)}
                data-tid={entry.tid}
                title={t('designer.palette.hint')}
              >
                {t(`designer.palette.item.${entry.key}`)}
              </UnstyledButton>
            ))}
          </Stack>
        </section>
      ))}
    </nav>
  );
}
