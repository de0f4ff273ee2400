/**
 * Section 8's reactions to the HTTP client's events: notices, the 521 page, 401 with logout and reload
 * after 1.5 s, the token-expired modal with re-login. Mounted once, inside the providers.
 */
import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { showNotice } from './notice.ts';
import { navigate } from 'wouter/use-browser-location';
import { onApiEvent, type ApiEvent } from '../../api/http.ts';
import { t } from '../../i18n/index.ts';
import { endSession } from './endSession.ts';

/** 401: the notice shows, then logout and reload after this long. */
export const UNAUTHORIZED_RELOAD_MS = 1500;

let sessionEnding = false;

function react(event: ApiEvent): void {
  switch (event.type) {
    case 'notice':
      showNotice({ color: 'red', title: t('api.systemNotice'), message: event.message });
      return;
    case 'forbidden':
      showNotice({ color: 'red', title: t('api.systemNotice'), message: t('api.accessDenied') });
      return;
    case 'not-found':
      showNotice({ color: 'red', title: t('api.systemNotice'), message: t('api.notFound') });
      return;
    case 'timeout':
      showNotice({ color: 'red', title: t('api.systemNotice'), message: t('api.timeout') });
      return;
    case 'server-down':
      if (window.location.pathname !== '/521') navigate('/521');
      return;
    case 'error':
      showNotice({ color: 'red', title: t('api.systemNotice'), message: event.message });
      return;
    case 'unauthorized':
      if (sessionEnding) return;
      sessionEnding = true;
      showNotice({ color: 'red', title: t('api.systemNotice'), message: t('api.unauthorized'), autoClose: UNAUTHORIZED_RELOAD_MS });
      setTimeout(() => void endSession().finally(() => window.location.reload()), UNAUTHORIZED_RELOAD_MS);
      return;
    case 'token-expired':
      if (sessionEnding) return;
      sessionEnding = true;
      modals.open({
        title: t('api.loginExpired'),
        closeOnClickOutside: false,
        closeOnEscape: false,
        withCloseButton: false,
        children: (
          <>
            <Text size="sm">{t('api.loginExpiredContent')}</Text>
            <Group justify="flex-end" mt="md">
              <Button onClick={() => void endSession().finally(() => window.location.reload())}>{t('api.relogin')}</Button>
            </Group>
          </>
        ),
      });
      return;
  }
}

export function ApiEventReactions() {
  useEffect(() => onApiEvent(react), []);
  return null;
}
