/**
 * The designer's canvas strings (en), reached as t('canvas.<key>'). Keep the same keys in zh/canvas.ts
 * and en/canvas.ts (a test compares them).
 */
import type { Dict } from '../types.ts';

export default {} satisfies Dict;
