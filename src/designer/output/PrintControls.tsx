/**
 * The print client's state beside the print button: its status (the specification's four), and a
 * settings popover with the printer list (refreshable), the client kind, the token, and reconnect.
 */
import { Alert, Badge, Button, Code, CopyButton, Group, PasswordInput, Popover, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import type { DesignerUi, PrintStatus } from '../state.ts';
import type { OutputUi } from './outputUi.ts';
import { normalizeAddress, printAddress, printClient, printToken, reconnectPrintClient, setPrintConnection } from './printConnection.ts';
import { clientKind } from './printJob.ts';

const STATUS_COLOR: Record<PrintStatus, string> = {
  'not opened': 'gray',
  connected: 'green',
  reconnecting: 'yellow',
  closed: 'red',
};

export function PrintStatusBadge({ ui }: { ui: DesignerUi }) {
  const t = useT();
  const { printStatus } = useSnapshot(ui);
  return (
    <Badge variant="light" color={STATUS_COLOR[printStatus]} data-testid="print-status" data-status={printStatus} title={t('output.print.client')}>
      {t(`output.print.status.${printStatus}`)}
    </Badge>
  );
}

/** What the print client is and how to start it, shown while it is not connected. */
function ClientHelp() {
  const t = useT();
  return (
    <Alert color="blue" variant="light" p="xs" data-testid="print-client-help">
      <Stack gap={6}>
        <Text size="xs">{t('output.print.clientWhat')}</Text>
        <Text size="xs">{t('output.print.clientStart')}</Text>
        <Group gap={4} wrap="nowrap">
          <Code style={{ flex: 1 }}>{PRINT_CLIENT_COMMAND}</Code>
          <CopyButton value={PRINT_CLIENT_COMMAND}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {t(copied ? 'output.print.copied' : 'output.print.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('output.print.clientThen')}
        </Text>
      </Stack>
    </Alert>
  );
}

/** The command that starts larder's print client from the project folder (README: Local print client). */
export const PRINT_CLIENT_COMMAND = 'npm run print-client';

export function PrintSettings({ ui, out }: { ui: DesignerUi; out: OutputUi }) {
  const t = useT();
  const snap = useSnapshot(ui);
  const { printSettingsOpen } = useSnapshot(out);
  const [token, setToken] = useState(printToken);
  const [address, setAddress] = useState(printAddress);
  const normalized = normalizeAddress(address);
  const [refreshing, setRefreshing] = useState(false);
  const connected = snap.printStatus === 'connected';
  const info = useSyncExternalStore((listener) => printClient().subscribe(listener), () => printClient().info);
  const kind = clientKind(info);

  const refresh = async () => {
    setRefreshing(true);
    await printClient()
      .refreshPrinters()
      .catch(() => undefined);
    setRefreshing(false);
  };

  return (
    <Popover opened={printSettingsOpen} onChange={(o) => (out.printSettingsOpen = o)} width={340} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        {/* The status is the way in: a click explains it and offers the settings. */}
        <UnstyledButton
          onClick={() => (out.printSettingsOpen = !out.printSettingsOpen)}
          aria-label={`${t('output.print.client')}: ${t(`output.print.status.${snap.printStatus}`)}`}
          data-testid="print-status-button"
          style={{ display: 'flex', flexShrink: 0 }}
        >
          <PrintStatusBadge ui={ui} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {t('output.print.client')}
            </Text>
            <PrintStatusBadge ui={ui} />
          </Group>
          {connected ? (
            <Text size="xs" c="dimmed">
              {t(kind === 'larder' ? 'output.print.clientLarder' : 'output.print.clientHiprint')}
            </Text>
          ) : (
            <ClientHelp />
          )}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select
              style={{ flex: 1 }}
              label={t('output.print.printer')}
              value={snap.printer}
              onChange={(v) => (ui.printer = v ?? '')}
              data={[{ value: '', label: t('output.print.defaultPrinter') }, ...snap.printers.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} ✓` : p.name }))]}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              nothingFoundMessage={t('output.print.noPrinters')}
            />
            <Button variant="default" onClick={() => void refresh()} loading={refreshing} disabled={!connected}>
              {t('output.print.refresh')}
            </Button>
          </Group>
          <TextInput
            label={t('output.print.address')}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            error={normalized ? undefined : t('output.print.addressInvalid')}
          />
          <PasswordInput label={t('output.print.token')} description={t('output.print.tokenHint')} value={token} onChange={(e) => setToken(e.currentTarget.value)} />
          <Group justify="flex-end" gap="xs">
            {!connected && (
              <Button variant="default" size="xs" onClick={reconnectPrintClient}>
                {t('output.print.reconnect')}
              </Button>
            )}
            <Button size="xs" disabled={!normalized} onClick={() => normalized && setPrintConnection(token.trim(), normalized)}>
              {t('output.print.applyToken')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
