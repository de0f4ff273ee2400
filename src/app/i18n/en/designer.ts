/**
 * The designer's designer strings (en), reached as t('designer.<key>'). Keep the same keys in zh/designer.ts
 * and en/designer.ts (a test compares them).
 */
import type { Dict } from '../types.ts';

export default {} satisfies Dict;
