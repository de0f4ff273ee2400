/** Success toasts and confirmations. Server errors are not reported here: the shell shows them. */
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** Asks before a destructive action; resolves true on confirm. */
export function confirmAction(opts: { title: string; message: string; confirm: string; cancel: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: opts.title,
      children: opts.message,
      labels: { confirm: opts.confirm, cancel: opts.cancel },
      confirmProps: opts.danger ? { color: 'red' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
