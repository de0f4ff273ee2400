/**
 * The toolbar's output buttons — 保存, 预览, 导出PDF, 打印 (with the print client's status and
 * settings), 导入JSON, 导出JSON — and their dialogs. Mounted once per designer, inside
 * DesignerContext; the template's session (saving, drafts) comes from the editor (sessionOf).
 */
import { Badge, Button, CloseButton, FileButton, Group, Loader, Text } from '@mantine/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { useDesigner } from '../context.tsx';
import { cancelTask, exportJson, exportPdf, importJson, printDocument, saveTemplate, type OutputContext } from './actions.tsx';
import { createOutputUi } from './outputUi.ts';
import { PreviewModal } from './PreviewModal.tsx';
import { PrintSettings, PrintStatusBadge } from './PrintControls.tsx';
import { usePrintConnection } from './printConnection.ts';
import { SessionDialogs } from './SessionDialogs.tsx';
import { sessionOf, type TemplateSession } from './templateSession.ts';
import { useUnsavedGuard } from './useUnsavedGuard.ts';

export function OutputActions() {
  const { editor } = useDesigner();
  const session = sessionOf(editor);
  // Without a session (an editor made elsewhere, e.g. a test host) there is nothing to save to.
  return session ? <SessionActions session={session} /> : null;
}

function SessionActions({ session }: { session: TemplateSession }) {
  const t = useT();
  const { editor, ui, templateId = session.templateId } = useDesigner();
  const out = useMemo(() => createOutputUi(), []);
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const outSnap = useSnapshot(out);
  const { previewOpen } = useSnapshot(ui);

  usePrintConnection(ui);
  const save = useCallback(() => void saveTemplate(session), [session]);
  useUnsavedGuard(session, out, save);

  const ctx = (): OutputContext => ({ editor, ui, out, templateId, name: snap.name ?? templateId });
  const busy = outSnap.task !== undefined;

  return (
    <Group gap={6} wrap="wrap" data-testid="output-actions">
      <Button size="xs" onClick={save} loading={snap.saving} data-dirty={snap.dirty}>
        {t('output.actions.save')}
      </Button>
      <Badge variant="dot" color={snap.dirty ? 'orange' : 'gray'} data-testid="save-state">
        {snap.dirty ? t('output.actions.unsaved') : t('output.actions.saved')}
        {snap.version !== undefined && ` · ${t('output.actions.version', { version: snap.version })}`}
      </Badge>
      {snap.problems.length > 0 && (
        <Badge color="orange" variant="light" title={snap.problems.join('\n')}>
          {t('output.open.problems', { count: snap.problems.length })}
        </Badge>
      )}
      <Button
        size="xs"
        variant="default"
        onClick={() => (ui.previewOpen = true)}
      >
        {t('output.actions.preview')}
      </Button>
      <Button size="xs" variant="default" onClick={() => void exportPdf(ctx())} disabled={busy}>
        {t('output.actions.exportPdf')}
      </Button>
      <Button size="xs" variant="default" onClick={() => void printDocument(ctx())} disabled={busy}>
        {t('output.actions.print')}
      </Button>
      <PrintStatusBadge ui={ui} />
      <PrintSettings ui={ui} out={out} />
      <FileButton onChange={(file) => file && void importJson(ctx(), file)} accept="application/json,.json">
        {(props) => (
          <Button size="xs" variant="default" {...props}>
            {t('output.actions.importJson')}
          </Button>
        )}
      </FileButton>
      <Button size="xs" variant="default" onClick={() => exportJson(ctx())}>
        {t('output.actions.exportJson')}
      </Button>
      {outSnap.task && (
        <Group gap={4} wrap="nowrap" data-testid="output-task">
          <Loader size="xs" />
          <Text size="xs">{t(outSnap.task.kind === 'pdf' ? 'output.pdf.running' : 'output.print.running', { count: outSnap.task.pages })}</Text>
          <CloseButton size="sm" onClick={cancelTask} aria-label={t('output.pdf.cancel')} />
        </Group>
      )}
      <PreviewModal opened={previewOpen} onClose={() => (ui.previewOpen = false)} editor={editor} out={out} title={snap.name} />
      <SessionDialogs session={session} out={out} />
    </Group>
  );
}
