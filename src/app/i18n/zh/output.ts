/**
 * The designer's output strings (zh), reached as t('output.<key>'). Keep the same keys in zh/output.ts
 * and en/output.ts (a test compares them).
 */
import type { Dict } from '../types.ts';

export default {} satisfies Dict;
