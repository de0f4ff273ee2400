/**
 * The live channel while a user is logged in (sections 4, 7): announcements (topic/user) show a
 * notification and refresh notices and counts; PERMISSION_CHANGED reloads the permissions; PENDING_COUNTS
 * (ordering work moved in the user's scope) reloads the pending counts at once instead of at the next poll.
 */
import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { createLiveChannel } from '../../api/live.ts';
import { t } from '../../i18n/index.ts';
import { settings } from '../state/settings.ts';
import { loadPermissions } from '../state/session.ts';
import { liveReaction } from './liveMessages.ts';
import { refreshAll, refreshCounts } from './noticeStore.ts';

export function useLiveChannel(
  userId: string | undefined,
  token: string | null | undefined,
  userType: number | string | undefined,
  openAnnouncement: (id: string) => void,
): void {
  // the latest callbacks without reconnecting on every render
  const latest = useRef({ userType, openAnnouncement });
  latest.current = { userType, openAnnouncement };

  useEffect(() => {
    if (!userId || !token) return;
    const channel = createLiveChannel({
      userId,
      token,
      // messages sent while the socket was down are not replayed: catch up on every (re)connect
      onOpen() {
        refreshAll(latest.current.userType).catch(() => {});
      },
      onMessage(data) {
        const reaction = liveReaction(data);
        if (reaction.kind === 'permissions') {
          notifications.show({ title: t('flows.live.permissionChanged'), message: reaction.text, color: 'blue' });
          loadPermissions({ force: true }).catch(() => {});
          return;
        }
        if (reaction.kind === 'counts') {
          refreshCounts(latest.current.userType).catch(() => {});
          return;
        }
        if (reaction.kind !== 'notice') return;
        const id = reaction.id;
        refreshAll(latest.current.userType).catch(() => {});
        if (settings.desktopNotices) showDesktopNotice(t('flows.live.newNotice'), reaction.text, () => id && latest.current.openAnnouncement(id));
        if (!settings.noticePopups) return;
        const notice = notifications.show({
          title: t('flows.live.newNotice'),
          message: reaction.text,
          autoClose: 6000,
          style: id ? { cursor: 'pointer' } : undefined,
          onClick: id
            ? () => {
                notifications.hide(notice);
                latest.current.openAnnouncement(id);
              }
            : undefined,
        });
      },
    });
    return () => channel.close();
  }, [userId, token]);
}

/** A desktop notification, only while the app's tab is in the background and the browser has leave to show one. */
function showDesktopNotice(title: string, body: string, onClick: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  const shown = new Notification(title, { body });
  shown.onclick = () => {
    window.focus();
    onClick();
    shown.close();
  };
}
