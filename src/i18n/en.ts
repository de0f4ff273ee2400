/** The English dictionary: the common strings plus one area file per engineer. */
import type { Dict } from './types.ts';
import common from './en/common.ts';
import shell from './en/shell.ts';
import pages from './en/pages.ts';
import flows from './en/flows.ts';
import designer from './en/designer.ts';
import canvas from './en/canvas.ts';
import options from './en/options.ts';
import output from './en/output.ts';
import menus from './en/menus.ts';

export const en: Dict = { ...common, shell, pages, flows, designer, canvas, options, output, menus };
