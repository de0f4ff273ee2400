/**
 * The supplier service-contract gate (section 4, userType 2 only): a modal that blocks the app until
 * the contract is effective (download the template, upload the signed scan, confirm), or only an
 * expiry banner when the check answers notify=1.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconUpload } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import type { ContractCheck } from '../../api/endpoints/contract.ts';
import { useT } from '../../i18n/index.ts';
import { DEFAULT_ACCEPT, upload as uploadProblem } from '../rules/validators.ts';
import { confirmLogout } from '../header/Header.tsx';
import { deviceState } from '../state/device.ts';
import { sessionState } from '../state/session.ts';
import { ATT_TYPE, canConfirm, canSign, contractModalBlocking, contractModalVisible, contractStatusKey, expiryBannerVisible, gateApplies, templateFileName } from './contractRule.ts';
import { confirmSigning, downloadTemplate, loadCheck, loadTexts, saveBlob, uploadScan, type ContractTexts, type UploadedScan } from './contractStore.ts';

export function ContractGate() {
  const t = useT();
  const session = useSnapshot(sessionState);
  const { extraSmall } = useSnapshot(deviceState);
  const [check, setCheck] = useState<ContractCheck | null>(null);
  const [texts, setTexts] = useState<ContractTexts>({ title: null, payTips: null });
  const [scans, setScans] = useState<UploadedScan[]>([]);
  const [busy, setBusy] = useState<'download' | 'upload' | 'confirm' | null>(null);
  const [bannerClosed, setBannerClosed] = useState(false);
  // a renewal signed later: the contract in force still lets the supplier work
  const [deferred, setDeferred] = useState(false);
  const applies = !!session.token && gateApplies(session.user?.userType);

  const reload = useCallback(() => {
    loadCheck().then(setCheck, () => {});
  }, []);

  useEffect(() => {
    if (!applies) {
      setCheck(null);
      return;
    }
    reload();
    loadTexts().then(setTexts, () => {});
  }, [applies, session.user?.id, reload]);

  if (!applies || !check) return null;
  const contract = check.contract;
  const title = texts.title ?? t('flows.contract.title');

  const download = async () => {
    if (!contract) return;
    setBusy('download');
    try {
      const blob = await downloadTemplate(contract.id);
      if (!blob) notifications.show({ color: 'yellow', message: t('messages.fileDownloadFailed') });
      else saveBlob(blob, templateFileName(texts.title));
    } catch {
      // the http client reported the failure
    } finally {
      setBusy(null);
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      notifications.show({ color: 'red', message: t(problem.key, problem.params) });
      return;
    }
    setBusy('upload');
    try {
      const scan = await uploadScan(file);
      setScans((list) => [...list, scan]);
      notifications.show({ color: 'green', message: t('messages.uploadSucceeded') });
    } catch {
      // shown by the http client (size and type messages come from the server too)
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!contract) return;
    if (!canConfirm(scans, contract)) {
      notifications.show({ color: 'yellow', message: t('messages.contractScanRequired') });
      return;
    }
    setBusy('confirm');
    try {
      await confirmSigning(contract.id, scans);
      setScans([]);
      notifications.show({ color: 'green', message: t('messages.signingSucceeded') });
      reload();
    } catch {
      // shown by the http client
    } finally {
      setBusy(null);
    }
  };

  const manager = check.serviceManagerInfo;
  const blocking = contractModalBlocking(check);
  return (
    <>
      {expiryBannerVisible(check) && !bannerClosed && (
        // mounted outside the page content, so it floats under the header; on a phone at the foot of the screen,
        // where it does not hide the page's title and toolbar
        <Alert
          color="yellow"
          variant="filled"
          icon={<IconAlertTriangle size={18} />}
          withCloseButton
          onClose={() => setBannerClosed(true)}
          data-testid="contract-banner"
          style={{ position: 'fixed', ...(extraSmall ? { bottom: 16 } : { top: 64 }), left: '50%', transform: 'translateX(-50%)', zIndex: 190, width: 'min(640px, 92vw)' }}
        >
          {t('flows.contract.banner', { endDate: check.inForceUntil ?? contract?.endDate ?? '' })}
        </Alert>
      )}
      <Modal
        opened={contractModalVisible(check) && !deferred}
        onClose={() => (blocking ? undefined : setDeferred(true))}
        withCloseButton={!blocking}
        closeOnClickOutside={false}
        closeOnEscape={!blocking}
        centered
        size="lg"
        title={<Text fw={600}>{title}</Text>}
        data-testid="contract-modal"
      >
        <Stack gap="sm">
          <Alert color={canSign(check) ? 'blue' : 'yellow'} data-testid="contract-status">
            {t(contractStatusKey(check))}
          </Alert>
          {check.inForceUntil && (
            <Text size="sm" data-testid="contract-in-force">
              {t('flows.contract.inForce', { endDate: check.inForceUntil })}
            </Text>
          )}
          {contract?.beginDate && contract.endDate && (
            <Text size="sm">{t('flows.contract.period', { begin: contract.beginDate, end: contract.endDate })}</Text>
          )}
          {contract?.totalAmount != null && <Text size="sm">{t('flows.contract.amount', { amount: String(contract.totalAmount) })}</Text>}
          {texts.payTips && (
            <Text size="sm" c="dimmed">
              {texts.payTips}
            </Text>
          )}
          {manager && (manager.name || manager.phone) && (
            <Text size="sm" c="dimmed">
              {t('flows.contract.manager', { name: manager.name ?? '', phone: manager.phone ?? '' })}
            </Text>
          )}
          {canSign(check) && (
            <>
              <Group>
                <Button variant="light" leftSection={<IconDownload size={16} />} loading={busy === 'download'} onClick={download}>
                  {t('flows.contract.download')}
                </Button>
                <FileButton onChange={upload} accept={`${DEFAULT_ACCEPT},.gif,.pdf`}>
                  {(props) => (
                    <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={busy === 'upload'} data-testid="contract-upload">
                      {t('flows.contract.upload')}
                    </Button>
                  )}
                </FileButton>
              </Group>
              {(scans.length > 0 || (contract?.contractAttachments ?? []).some((a) => a.attType === ATT_TYPE.contract)) && (
                <div>
                  <Text size="sm" fw={500}>
                    {t('flows.contract.uploaded')}
                  </Text>
                  <List size="sm" data-testid="contract-scans">
                    {(contract?.contractAttachments ?? [])
                      .filter((a) => a.attType === ATT_TYPE.contract)
                      .map((a) => (
                        <List.Item key={`s-${a.filePath}`}>{a.fileName}</List.Item>
                      ))}
                    {scans.map((s) => (
                      <List.Item key={`n-${s.filePath}`}>{s.fileName}</List.Item>
                    ))}
                  </List>
                </div>
              )}
            </>
          )}
          <Group justify="flex-end" mt="sm">
            {blocking ? (
              <Button variant="default" onClick={() => confirmLogout(t)}>
                {t('flows.contract.logout')}
              </Button>
            ) : (
              <Button variant="default" onClick={() => setDeferred(true)} data-testid="contract-later">
                {t('flows.contract.later')}
              </Button>
            )}
            {canSign(check) && (
              <Button onClick={confirm} loading={busy === 'confirm'} data-testid="contract-confirm">
                {t('flows.contract.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
