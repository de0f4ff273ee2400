/** A month as the ledger screens pick it: 'YYYY-MM', its first and last day, the current China month. */
export const currentMonth = (): string => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
