/**
 * The output part's controls, mounted once per designer inside DesignerContext; the template's session
 * (saving, drafts) comes from the editor (sessionOf):
 * - SaveControls, in the designer's header: 保存 and the save state.
 * - OutputActions, in the toolbar: 预览, 导出PDF, 打印 with the print client's status (which opens the
 *   print settings), and a 'more' menu with 导入JSON, 导出JSON, 打印设置 and the toolbar's own items.
 */
import { ActionIcon, Badge, Box, Button, CloseButton, Group, Loader, Menu, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconDots, IconEye, IconFileExport, IconFileImport, IconFileTypePdf, IconPrinter, IconSettings } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { useDesigner } from '../context.tsx';
import { cancelTask, exportJson, exportPdf, importJson, printDocument, saveTemplate, type OutputContext } from './actions.tsx';
import { createOutputUi, loadSampleData } from './outputUi.ts';
import { PreviewModal } from './PreviewModal.tsx';
import { PrintSettings } from './PrintControls.tsx';
import { usePrintConnection } from './printConnection.ts';
import { SessionDialogs } from './SessionDialogs.tsx';
import { sessionOf, type TemplateSession } from './templateSession.ts';
import { useUnsavedGuard } from './useUnsavedGuard.ts';

/** 保存 and the save state (saved/unsaved, version, problems of a template that opened anyway). */
export function SaveControls() {
  const t = useT();
  const { editor } = useDesigner();
  const session = sessionOf(editor);
  const snap = useSyncExternalStore(session?.subscribe ?? noSubscribe, session?.getSnapshot ?? noSnapshot);
  if (!session || !snap) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {snap.problems.length > 0 && (
        <Badge color="orange" variant="light" title={snap.problems.join('\n')}>
          {t('output.open.problems', { count: snap.problems.length })}
        </Badge>
      )}
      <Badge variant="dot" color={snap.dirty ? 'orange' : 'gray'} data-testid="save-state" style={{ flexShrink: 0 }}>
        {snap.dirty ? t('output.actions.unsaved') : t('output.actions.saved')}
        {/* On a phone the version gives way to the name and 保存. */}
        {snap.version !== undefined && (
          <Box component="span" visibleFrom="sm">
            {` · ${t('output.actions.version', { version: snap.version })}`}
          </Box>
        )}
      </Badge>
      <Button size="xs" leftSection={<IconDeviceFloppy size={16} />} onClick={() => void saveTemplate(session)} loading={snap.saving} data-dirty={snap.dirty}>
        {t('output.actions.save')}
      </Button>
    </Group>
  );
}

const noSubscribe = () => () => undefined;
const noSnapshot = () => undefined;

export function OutputActions({ moreItems }: { moreItems?: ReactNode }) {
  const { editor } = useDesigner();
  const session = sessionOf(editor);
  // Without a session (an editor made elsewhere, e.g. a test host) there is nothing to save to.
  return session ? <SessionActions session={session} moreItems={moreItems} /> : null;
}

function SessionActions({ session, moreItems }: { session: TemplateSession; moreItems?: ReactNode }) {
  const t = useT();
  const { editor, ui, templateId = session.templateId } = useDesigner();
  const out = useMemo(() => createOutputUi(), []);
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const outSnap = useSnapshot(out);
  const { previewOpen } = useSnapshot(ui);
  // The file input lives outside the menu: the menu's items are gone by the time a file is chosen.
  const fileInput = useRef<HTMLInputElement>(null);

  usePrintConnection(ui);
  const save = useCallback(() => void saveTemplate(session), [session]);
  useUnsavedGuard(session, out, save);

  // The template's sample data is what preview, PDF and printing start with.
  useEffect(() => {
    loadSampleData(out, snap.sampleData);
  }, [out, snap.sampleData]);

  const ctx = (): OutputContext => ({ editor, ui, out, templateId, name: snap.name ?? templateId });
  const busy = outSnap.task !== undefined;

  return (
    <Group gap={6} wrap="nowrap" data-testid="output-actions">
      <Button size="xs" variant="default" leftSection={<IconEye size={16} />} onClick={() => (ui.previewOpen = true)}>
        {t('output.actions.preview')}
      </Button>
      <Button size="xs" variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void exportPdf(ctx())} disabled={busy}>
        {t('output.actions.exportPdf')}
      </Button>
      <Button size="xs" variant="default" leftSection={<IconPrinter size={16} />} onClick={() => void printDocument(ctx())} disabled={busy}>
        {t('output.actions.print')}
      </Button>
      <PrintSettings ui={ui} out={out} />
      <Menu position="bottom-end" shadow="md" width={200}>
        <Menu.Target>
          <Tooltip label={t('output.actions.more')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('output.actions.more')} data-testid="designer-more">
              <IconDots size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileImport size={16} />} onClick={() => fileInput.current?.click()}>
            {t('output.actions.importJson')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => exportJson(ctx())}>
            {t('output.actions.exportJson')}
          </Menu.Item>
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => (out.printSettingsOpen = true)}>
            {t('output.actions.printSettings')}
          </Menu.Item>
          {moreItems && <Menu.Divider />}
          {moreItems}
        </Menu.Dropdown>
      </Menu>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="import-json-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importJson(ctx(), file);
        }}
      />
      {outSnap.task && (
        <Group gap={4} wrap="nowrap" data-testid="output-task">
          <Loader size="xs" />
          <Text size="xs">{t(outSnap.task.kind === 'pdf' ? 'output.pdf.running' : 'output.print.running', { count: outSnap.task.pages })}</Text>
          <CloseButton size="sm" onClick={cancelTask} aria-label={t('output.pdf.cancel')} />
        </Group>
      )}
      <PreviewModal
        opened={previewOpen}
        onClose={() => (ui.previewOpen = false)}
        editor={editor}
        out={out}
        title={snap.name}
        onExportPdf={() => void exportPdf(ctx())}
        onSaveSample={(data) => session.saveSampleData(data)}
        templateId={templateId}
      />
      <SessionDialogs session={session} out={out} />
    </Group>
  );
}
