/**
 * The designer's toolbar, one row: panel toggles, paper and orientation, zoom, undo and redo, then
 * the output part's buttons (preview, export PDF, print and the print client) and a 'more' menu
 * (watermark, clear, JSON import and export, print settings). Icon buttons carry their names as
 * aria-labels and tooltips; on a narrow window the row scrolls sideways instead of wrapping.
 */
import { ActionIcon, Button, Divider, Group, Menu, Modal, NumberInput, Select, SegmentedControl, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconArrowAutofitWidth,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDroplet,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconTrash,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { PAPERS } from '../../engine/index.ts';
import { useT } from '../i18n/index.ts';
import { useDesigner } from './context.tsx';
import type { Editor } from './editor/index.ts';
import { OutputActions } from './output/index.ts';
import { clampZoom } from './state.ts';
import classes from './DesignerPage.module.css';

const CUSTOM = 'custom';
const PAPER_NAMES = Object.keys(PAPERS);

function run(action: () => unknown): void {
  try {
    action();
  } catch (error) {
    notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * What the toolbar shows of the document, as one string: the toolbar re-renders when that changes,
 * not on every move of a drag (each re-render here was most of a drag frame's budget).
 */
function toolbarKey(editor: Editor): string {
  const panel = editor.doc.panels[editor.panel];
  return JSON.stringify([editor.panel, panel?.paperType, panel?.width, panel?.height, panel?.orient, panel?.watermarkOptions, editor.history.canUndo, editor.history.canRedo]);
}

function useToolbarState(editor: Editor) {
  const subscribe = useCallback((notify: () => void) => {
    const off = [editor.on('change', notify), editor.on('panel', notify)];
    return () => off.forEach((f) => f());
  }, [editor]);
  useSyncExternalStore(subscribe, () => toolbarKey(editor));
  return editor.doc.panels[editor.panel];
}

/** Output buttons take no props: memo keeps toolbar re-renders from reaching their dialogs. */
const Output = memo(OutputActions);

export function Toolbar() {
  const t = useT();
  const { editor, ui } = useDesigner();
  const panel = useToolbarState(editor);
  const snap = useSnapshot(ui);
  const [choosingCustom, setChoosingCustom] = useState(false);
  const [watermarkOpen, setWatermarkOpen] = useState(false);
  const named = typeof panel?.paperType === 'string' && PAPER_NAMES.includes(panel.paperType.toUpperCase()) ? panel.paperType.toUpperCase() : CUSTOM;
  // Stable, so the memoised output part does not re-render with the toolbar.
  const moreItems = useMemo(
    () => (
      <>
        <Menu.Item leftSection={<IconDroplet size={16} />} onClick={() => setWatermarkOpen(true)}>
          {t('designer.toolbar.watermark')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() =>
            modals.openConfirmModal({
              title: t('designer.toolbar.clear'),
              children: <Text size="sm">{t('designer.toolbar.clearConfirm')}</Text>,
              labels: { confirm: t('designer.toolbar.clear'), cancel: t('designer.toolbar.cancel') },
              confirmProps: { color: 'red' },
              onConfirm: () => editor.exec('clear'),
            })
          }
        >
          {t('designer.toolbar.clear')}
        </Menu.Item>
      </>
    ),
    [t, editor],
  );

  return (
    <Group gap={6} wrap="nowrap" role="toolbar" aria-label={t('designer.toolbar.label')} className={classes.toolbarRow}>
      <PanelToggle side="left" open={snap.paletteOpen} onToggle={() => (ui.paletteOpen = !ui.paletteOpen)} />
      <Select
        aria-label={t('designer.toolbar.paper')}
        w={96}
        size="xs"
        allowDeselect={false}
        data={[...PAPER_NAMES.map((name) => ({ value: name, label: name })), { value: CUSTOM, label: t('designer.toolbar.custom') }]}
        value={choosingCustom ? CUSTOM : named}
        onChange={(value) => {
          setChoosingCustom(value === CUSTOM);
          if (value && value !== CUSTOM) run(() => editor.exec('setPaper', { paperType: value }));
        }}
      />
      {/* A custom size applies only on 应用, so a stray keystroke never resizes the paper. */}
      {(choosingCustom || named === CUSTOM) && <CustomPaper width={Number(panel?.width) || 210} height={Number(panel?.height) || 297} />}
      <SegmentedControl
        size="xs"
        aria-label={t('designer.toolbar.orientation')}
        value={String(panel?.orient ?? 1) === '2' ? '2' : '1'}
        onChange={(value) => run(() => editor.exec('setOrientation', { orient: Number(value) }))}
        data={[
          { value: '1', label: t('designer.toolbar.portrait') },
          { value: '2', label: t('designer.toolbar.landscape') },
        ]}
      />
      <Divider orientation="vertical" />
      <Group gap={2} wrap="nowrap" aria-label={t('designer.toolbar.zoom')}>
        <Tooltip label={t('designer.toolbar.zoomOut')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('designer.toolbar.zoomOut')} onClick={() => Object.assign(ui, { fitWidth: false, zoom: clampZoom(ui.zoom - 0.25) })}>
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={44} ta="center" data-testid="zoom-level">
          {Math.round(snap.zoom * 100)}%
        </Text>
        <Tooltip label={t('designer.toolbar.zoomIn')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('designer.toolbar.zoomIn')} onClick={() => Object.assign(ui, { fitWidth: false, zoom: clampZoom(ui.zoom + 0.25) })}>
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('designer.toolbar.fitWidth')}>
          <ActionIcon variant={snap.fitWidth ? 'filled' : 'subtle'} color={snap.fitWidth ? undefined : 'gray'} aria-label={t('designer.toolbar.fitWidth')} aria-pressed={snap.fitWidth} onClick={() => (ui.fitWidth = !ui.fitWidth)}>
            <IconArrowAutofitWidth size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Divider orientation="vertical" />
      <Tooltip label={editor.history.canUndo ? `${t('designer.toolbar.undo')} ${editor.history.undoLabel ?? ''}` : t('designer.toolbar.undo')}>
        <ActionIcon variant="subtle" color="gray" disabled={!editor.history.canUndo} onClick={() => editor.undo()} aria-label={t('designer.toolbar.undo')}>
          <IconArrowBackUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={editor.history.canRedo ? `${t('designer.toolbar.redo')} ${editor.history.redoLabel ?? ''}` : t('designer.toolbar.redo')}>
        <ActionIcon variant="subtle" color="gray" disabled={!editor.history.canRedo} onClick={() => editor.redo()} aria-label={t('designer.toolbar.redo')}>
          <IconArrowForwardUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Divider orientation="vertical" />
      <Output moreItems={moreItems} />
      <div className={classes.toolbarSpacer} />
      <PanelToggle side="right" open={snap.sideOpen} onToggle={() => (ui.sideOpen = !ui.sideOpen)} />
      {/* Mounted when opened, so it starts from the panel's current watermark. */}
      {watermarkOpen && <WatermarkDialog opened onClose={() => setWatermarkOpen(false)} current={(panel?.watermarkOptions ?? {}) as Record<string, unknown>} />}
    </Group>
  );
}

/** Folds or unfolds a side panel (the palette on the left, the setting panel on the right). */
function PanelToggle({ side, open, onToggle }: { side: 'left' | 'right'; open: boolean; onToggle: () => void }) {
  const t = useT();
  const label = t(`designer.toolbar.${side === 'left' ? 'palettePanel' : 'settingPanel'}`);
  const Icon = side === 'left' ? (open ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand) : open ? IconLayoutSidebarRightCollapse : IconLayoutSidebarRightExpand;
  return (
    <Tooltip label={label}>
      <ActionIcon variant={open ? 'light' : 'subtle'} color={open ? undefined : 'gray'} aria-label={label} aria-pressed={open} onClick={onToggle} data-testid={`toggle-${side}-panel`}>
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function CustomPaper({ width, height }: { width: number; height: number }) {
  const t = useT();
  const { editor } = useDesigner();
  const [w, setW] = useState<number | string>(width);
  const [h, setH] = useState<number | string>(height);
  return (
    <Group gap={4}>
      <NumberInput size="xs" w={72} aria-label={t('designer.toolbar.paperWidth')} min={1} decimalScale={2} value={w} onChange={setW} suffix=" mm" hideControls />
      <Text size="xs">×</Text>
      <NumberInput size="xs" w={72} aria-label={t('designer.toolbar.paperHeight')} min={1} decimalScale={2} value={h} onChange={setH} suffix=" mm" hideControls />
      <Button size="xs" variant="default" onClick={() => run(() => editor.exec('setPaper', { width: Number(w), height: Number(h) }))}>
        {t('designer.toolbar.apply')}
      </Button>
    </Group>
  );
}

function WatermarkDialog({ opened, onClose, current }: { opened: boolean; onClose: () => void; current: Record<string, unknown> }) {
  const t = useT();
  const { editor } = useDesigner();
  const [content, setContent] = useState(String(current.content ?? ''));
  const [timestamp, setTimestamp] = useState(current.timestamp === true);
  const apply = () => {
    run(() => editor.exec('updatePanel', { options: { watermarkOptions: { ...current, content, timestamp } } }));
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('designer.toolbar.watermark')} size="sm">
      <Stack gap="xs">
        <TextInput size="xs" label={t('designer.toolbar.watermarkText')} value={content} onChange={(e) => setContent(e.currentTarget.value)} data-autofocus />
        <Switch size="xs" label={t('designer.toolbar.watermarkTime')} checked={timestamp} onChange={(e) => setTimestamp(e.currentTarget.checked)} />
        <Text size="xs" c="dimmed">
          {t('designer.toolbar.watermarkMore')}
        </Text>
        <Group justify="flex-end">
          <Button size="xs" onClick={apply}>
            {t('designer.toolbar.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
