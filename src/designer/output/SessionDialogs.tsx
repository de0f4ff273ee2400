/**
 * The dialogs around saving: the version conflict (overwrite with mine / load theirs after a
 * confirmation / cancel), the draft found on opening (restore / discard), and the question before
 * leaving with unsaved changes (save and leave / leave, keeping a draft / cancel).
 */
import { formatDateTime } from '../../i18n/dates.ts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { saveTemplate } from './actions.tsx';
import type { OutputUi } from './outputUi.ts';
import type { TemplateSession } from './templateSession.ts';
import { answerLeave } from './useUnsavedGuard.ts';

interface Props {
  session: TemplateSession;
  out: OutputUi;
}

export function SessionDialogs({ session, out }: Props) {
  return (
    <>
      <ConflictDialog session={session} out={out} />
      <DraftDialog session={session} />
      <LeaveDialog session={session} out={out} />
    </>
  );
}

const noClose = () => undefined;

function ConflictDialog({ session, out }: Props) {
  const t = useT();
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const ui = useSnapshot(out);
  const [busy, setBusy] = useState(false);

  const overwrite = async () => {
    setBusy(true);
    const result = await session.overwrite();
    setBusy(false);
    if (result.outcome === 'saved') notifications.show({ color: 'green', message: t('output.save.success') });
    else if (result.outcome === 'failed') notifications.show({ color: 'red', message: t('output.save.failed', { detail: result.message }), autoClose: false });
  };
  const loadTheirs = async () => {
    out.discardConfirmOpen = false;
    setBusy(true);
    const error = await session.loadTheirs();
    setBusy(false);
    if (error) notifications.show({ color: 'red', message: t('output.conflict.loadFailed', { detail: error }), autoClose: false });
  };

  return (
    <>
      <Modal opened={!!snap.conflict && !ui.discardConfirmOpen} onClose={() => session.dismissConflict()} title={t('output.conflict.title')} closeOnClickOutside={false}>
        <Stack gap="sm" data-testid="conflict-dialog">
          <Alert color="orange">{snap.conflict?.message}</Alert>
          <Text size="sm">{t('output.conflict.hint')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => session.dismissConflict()} disabled={busy}>
              {t('output.conflict.cancel')}
            </Button>
            <Button variant="light" color="red" onClick={() => (out.discardConfirmOpen = true)} disabled={busy}>
              {t('output.conflict.loadTheirs')}
            </Button>
            <Button onClick={() => void overwrite()} loading={busy}>
              {t('output.conflict.overwrite')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={!!snap.conflict && ui.discardConfirmOpen} onClose={() => (out.discardConfirmOpen = false)} title={t('output.conflict.confirmTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('output.conflict.confirmBody')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => (out.discardConfirmOpen = false)}>
              {t('output.conflict.cancel')}
            </Button>
            <Button color="red" onClick={() => void loadTheirs()}>
              {t('output.conflict.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function DraftDialog({ session }: { session: TemplateSession }) {
  const t = useT();
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const offer = snap.draftOffer;
  return (
    <Modal opened={!!offer} onClose={noClose} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={t('output.draft.title')}>
      {offer && (
        <Stack gap="sm" data-testid="draft-dialog">
          <Text size="sm">{t('output.draft.body', { time: formatDateTime(offer.draft.savedAt, { seconds: true }) })}</Text>
          {offer.serverNewer && (
            <Alert color="orange">{t('output.draft.serverNewer', { draft: offer.draft.version, server: snap.version ?? '?' })}</Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" color="red" onClick={() => session.discardDraft()}>
              {t('output.draft.discard')}
            </Button>
            <Button onClick={() => session.restoreDraft()}>{t('output.draft.restore')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function LeaveDialog({ session, out }: Props) {
  const t = useT();
  const ui = useSnapshot(out);
  const [saving, setSaving] = useState(false);
  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await saveTemplate(session);
    setSaving(false);
    answerLeave(out, saved);
  };
  const leave = () => {
    session.writeDraft();
    answerLeave(out, true);
  };
  return (
    <Modal opened={ui.leaveOpen} onClose={() => answerLeave(out, false)} title={t('output.leave.title')}>
      <Stack gap="sm" data-testid="leave-dialog">
        <Text size="sm">{t('output.leave.body')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => answerLeave(out, false)} disabled={saving}>
            {t('output.leave.stay')}
          </Button>
          <Button variant="light" color="red" onClick={leave} disabled={saving}>
            {t('output.leave.leave')}
          </Button>
          <Button onClick={() => void saveAndLeave()} loading={saving}>
            {t('output.leave.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
