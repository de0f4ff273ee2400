/**
 * Toasts that collapse: the same message shown again while it is on screen stays one toast (a refusal
 * clicked five times, or the same server error from three calls) instead of a stack that covers the
 * header. Mantine ignores a notification whose id is already shown, so identical text gets one id.
 */
import { notifications, type NotificationData } from '@mantine/notifications';

/** The id of a toast by what it says; none for a message that is not plain text. */
export function noticeId(notice: Pick<NotificationData, 'color' | 'title' | 'message'>): string | undefined {
  if (typeof notice.message !== 'string') return undefined;
  const title = typeof notice.title === 'string' ? notice.title : '';
  return `notice:${notice.color ?? ''}:${title}:${notice.message}`;
}

/** notifications.show, with identical toasts collapsed. */
export function showNotice(notice: NotificationData): string {
  return notifications.show({ ...notice, id: notice.id ?? noticeId(notice) });
}
