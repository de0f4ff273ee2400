/**
 * Dates of the contract: days are yyyy-mm-dd of the platform's business day (China), the day the standing book,
 * the pay steps and the directory count in, whatever the server's own time zone.
 */
import { chinaDate } from '../../../contract/domain/order.ts';
import { CONTRACT_STATUS } from '../../../contract/domain/serviceContract.ts';

/** An effective contract ending within this many days (or already ended) shows the expiry banner. */
export const EXPIRY_NOTICE_DAYS = 30;

/** The business day of `now`, yyyy-mm-dd in China. */
export function businessDay(now: Date = new Date()): string {
  return chinaDate(now);
}

/** 1 when an effective contract ends within EXPIRY_NOTICE_DAYS of `today` (or has ended), else 0. */
export function expiryNotify(status: number, endDate: string | null, today: string): 0 | 1 {
  if (status !== CONTRACT_STATUS.effective || !endDate) return 0;
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= EXPIRY_NOTICE_DAYS ? 1 : 0;
}

/** yyyy-mm-dd as 2023年11月01日. */
export function chineseDate(day: string | null): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[1]}年${match[2]}月${match[3]}日` : '____年__月__日';
}
