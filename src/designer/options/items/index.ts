/** Registers the built-in option items (import once, before the panel renders). */
import './element.ts';
import './table.ts';
import './column.ts';
import './paper.ts';

export type { PaperValue } from './paper.ts';
