/**
 * The designer's options strings (en), reached as t('options.<key>'). Keep the same keys in zh/options.ts
 * and en/options.ts (a test compares them).
 */
import type { Dict } from '../types.ts';

export default {} satisfies Dict;
