/**
 * The designer's toolbar: paper, orientation, zoom, undo and redo, clear, watermark, then the
 * output part's buttons (save, preview, export PDF, print, JSON). Buttons carry visible names.
 */
import { ActionIcon, Button, Group, NumberInput, Popover, Select, SegmentedControl, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { memo, useCallback, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { PAPERS } from '../../engine/index.ts';
import { useT } from '../i18n/index.ts';
import { useDesigner } from './context.tsx';
import type { Editor } from './editor/index.ts';
import { OutputActions } from './output/index.ts';
import { clampZoom } from './state.ts';

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
  const named = typeof panel?.paperType === 'string' && PAPER_NAMES.includes(panel.paperType.toUpperCase()) ? panel.paperType.toUpperCase() : CUSTOM;

  return (
    <Group gap={6} wrap="wrap" role="toolbar" aria-label={t('designer.toolbar.label')}>
      <Select
        aria-label={t('designer.toolbar.paper')}
        w={110}
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
      <Group gap={2} aria-label={t('designer.toolbar.zoom')}>
        <Tooltip label={t('designer.toolbar.zoomOut')}>
          <ActionIcon variant="default" size="md" aria-label={t('designer.toolbar.zoomOut')} onClick={() => Object.assign(ui, { fitWidth: false, zoom: clampZoom(ui.zoom - 0.25) })}>
            −
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={48} ta="center" data-testid="zoom-level">
          {Math.round(snap.zoom * 100)}%
        </Text>
        <Tooltip label={t('designer.toolbar.zoomIn')}>
          <ActionIcon variant="default" size="md" aria-label={t('designer.toolbar.zoomIn')} onClick={() => Object.assign(ui, { fitWidth: false, zoom: clampZoom(ui.zoom + 0.25) })}>
            +
          </ActionIcon>
        </Tooltip>
        <Button size="xs" variant={snap.fitWidth ? 'filled' : 'default'} onClick={() => (ui.fitWidth = !ui.fitWidth)}>
          {t('designer.toolbar.fitWidth')}
        </Button>
      </Group>
      <Button size="xs" variant="default" disabled={!editor.history.canUndo} onClick={() => editor.undo()} title={editor.history.undoLabel}>
        {t('designer.toolbar.undo')}
      </Button>
      <Button size="xs" variant="default" disabled={!editor.history.canRedo} onClick={() => editor.redo()} title={editor.history.redoLabel}>
        {t('designer.toolbar.redo')}
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
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
      </Button>
      <Watermark current={(panel?.watermarkOptions ?? {}) as Record<string, unknown>} />
      <Output />
    </Group>
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

function Watermark({ current }: { current: Record<string, unknown> }) {
  const t = useT();
  const { editor } = useDesigner();
  const [content, setContent] = useState(String(current.content ?? ''));
  const [timestamp, setTimestamp] = useState(current.timestamp === true);
  const apply = () => run(() => editor.exec('updatePanel', { options: { watermarkOptions: { ...current, content, timestamp } } }));
  return (
    <Popover width={260} position="bottom" shadow="md" trapFocus>
      <Popover.Target>
        <Button size="xs" variant={current.content ? 'light' : 'default'}>
          {t('designer.toolbar.watermark')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput size="xs" label={t('designer.toolbar.watermarkText')} value={content} onChange={(e) => setContent(e.currentTarget.value)} />
          <Switch size="xs" label={t('designer.toolbar.watermarkTime')} checked={timestamp} onChange={(e) => setTimestamp(e.currentTarget.checked)} />
          <Text size="xs" c="dimmed">
            {t('designer.toolbar.watermarkMore')}
          </Text>
          <Button size="xs" onClick={apply}>
            {t('designer.toolbar.apply')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
