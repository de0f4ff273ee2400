/** Server timestamps (ISO strings) as the lists show them: 'YYYY-MM-DD HH:mm' in the display zone (i18n/dates.ts). */
import { formatDateTime } from '../../i18n/dates.ts';

export function formatTime(value: string | number | Date | null | undefined): string {
  return formatDateTime(value);
}
