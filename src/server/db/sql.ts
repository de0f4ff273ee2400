/** SQL helpers every feature uses: LIKE patterns, unique-violation detection, the timestamp columns. */

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True for PostgreSQL's unique_violation (23505), under whichever driver or drizzle wrapper threw it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') {
      if (!constraint) return true;
      return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
    }
  }
  return false;
}

/** The timestamp columns as the back office names them. */
export function stampsOf(row: { createdAt: Date; createdBy: string | null; updatedAt: Date | null; updatedBy: string | null }) {
  return { createBy: row.createdBy, createTime: row.createdAt, updateBy: row.updatedBy, updateTime: row.updatedAt };
}
