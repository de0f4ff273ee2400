/**
 * The department switcher (sections 2, 6, 8): after login a user with several departments must choose
 * one before continuing (the modal cannot be closed until then); 'Please set department' when the user
 * has none. Also opened from the header with openDepartSwitcher().
 */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSnapshot } from 'valtio';
import { departProblem } from '../../contract/rules/index.ts';
import { ruleMessage, useT } from '../../i18n/index.ts';
import { sessionState } from '../state/session.ts';
import { checkDeparts, chooseDepart, departUi, openDepartSwitcher } from './departStore.ts';

export { openDepartSwitcher };

export function DepartSwitcher() {
  const t = useT();
  const session = useSnapshot(sessionState);
  const ui = useSnapshot(departUi);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const userId = session.user?.id;

  useEffect(() => {
    if (!userId || !session.token) return;
    let cancelled = false;
    checkDeparts().then(
      (decision) => {
        if (cancelled) return;
        if (decision.kind === 'none') notifications.show({ color: 'yellow', message: t('messages.setDepartment') });
        if (decision.kind === 'choose') {
          departUi.forced = true;
          departUi.opened = true;
        }
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
    // once per login
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, session.token]);

  useEffect(() => {
    if (ui.opened) {
      setValue(ui.forced ? null : ui.current);
      setError(undefined);
    }
  }, [ui.opened, ui.forced, ui.current]);

  const close = () => {
    if (departUi.forced) return;
    departUi.opened = false;
  };

  const confirm = async () => {
    const problem = departProblem(value);
    if (problem || !value) {
      setError(ruleMessage(problem ?? 'DEPART_REQUIRED'));
      return;
    }
    try {
      await chooseDepart(value);
      departUi.forced = false;
      departUi.opened = false;
      notifications.show({ color: 'green', message: t('flows.depart.switched') });
    } catch {
      // the http client has shown the server's message
    }
  };

  return (
    <Modal
      opened={ui.opened}
      onClose={close}
      title={t('flows.depart.title')}
      withCloseButton={!ui.forced}
      closeOnClickOutside={!ui.forced}
      closeOnEscape={!ui.forced}
      centered
      data-testid="depart-switcher"
    >
      <Text size="sm" mb="sm">
        {t('flows.depart.prompt')}
      </Text>
      <Select
        label={t('flows.depart.label')}
        placeholder={t('flows.depart.placeholder')}
        data={ui.departs.map((d) => ({ value: d.orgCode, label: d.departName }))}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        error={error}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        data-testid="depart-select"
      />
      <Group justify="flex-end" mt="lg">
        {!ui.forced && (
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
        )}
        <Button onClick={confirm} loading={ui.saving}>
          {t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
