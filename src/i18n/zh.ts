/** The Chinese dictionary (default): the common strings plus one area file per engineer. */
import type { Dict } from './types.ts';
import common from './zh/common.ts';
import shell from './zh/shell.ts';
import pages from './zh/pages.ts';
import flows from './zh/flows.ts';
import designer from './zh/designer.ts';
import canvas from './zh/canvas.ts';
import options from './zh/options.ts';
import output from './zh/output.ts';
import menus from './zh/menus.ts';

export const zh: Dict = { ...common, shell, pages, flows, designer, canvas, options, output, menus };
