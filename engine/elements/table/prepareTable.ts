/**
 * Everything about a table that does not depend on where its pages fall: options, columns,
 * band geometry, styles, header row heights and the measured body. Built once per layout.
 */
import type { TemplateElement } from '../../model/types.ts';
import type { Stroke } from '../../page.ts';
import { LimitError } from '../../limits.ts';
import { lineStyle, makeStroke } from '../common/index.ts';
import type { ElementEnv } from '../types.ts';
import { columnEdges, stretchWidths, tableColumns, type ColumnLayout } from './columns.ts';
import { textHeight } from './cells.ts';
import { bandsOf, type Bands } from './grid.ts';
import { groupFieldsOf } from './groups.ts';
import { TableHooks } from './hooks.ts';
import { buildBody, DATA_ROW, spanWidth, tableRecords, type BodyModel } from './rows.ts';
import { cellOverride, PAD_X, PAD_Y, styledText, type CellOverride, type TableStyles, tableStyles } from './styles.ts';
import { hasSummaries, summarySpecs, type SummarySpec } from './summary.ts';
import { tableSettings, type FooterRepeat, type TableSettings } from './tableOptions.ts';
import { textAlign } from '../text/style.ts';

export interface PreparedTable {
  element: TemplateElement;
  env: ElementEnv;
  settings: TableSettings;
  columns: ColumnLayout;
  styles: TableStyles;
  bands: Bands;
  /** Leaf widths within one band, and their edges from the band's left. */
  widths: Float64Array;
  edges: Float64Array;
  headerHeights: Float64Array;
  headerHeight: number;
  /** stylerHeader results by header cell. */
  headerStyles: (CellOverride | undefined)[];
  specs: (SummarySpec | undefined)[];
  body: BodyModel;
  hooks: TableHooks;
  /** The footer rule in force (the default already decided). */
  footerMode: FooterRepeat;
  /** A footer hook replaces the summary rows. */
  footerHook: boolean;
  /** Data rows before each body row (count + 1 values). */
  dataBefore: Int32Array;
  stroke: Stroke;
}

export function prepareTable(element: TemplateElement, env: ElementEnv): PreparedTable {
  const { options } = element;
  const settings = tableSettings(element);
  const columns = tableColumns(settings.columns, settings.columnsPath, textAlign(options), (issue) => {
    if (issue.limit !== undefined) throw new LimitError(issue.path, issue.limit, issue.message);
    env.ctx.diagnostics.push({ code: 'table-span-clamped', message: issue.message, path: issue.path });
  });
  const bands = bandsOf(Math.max(0, options.width || 0), settings);
  const widths = stretchWidths(columns.leaves, bands.width);
  const styles = tableStyles(element, settings, env);
  const hooks = new TableHooks(env, element.json.options ?? {});
  const specs = summarySpecs(columns.leaves);
  const records = tableRecords(options.field, options.testData, env);
  const groupFields = settings.hooks.groupFieldsFormatter || settings.groupFields.length > 0
    ? groupFieldsOf(settings, hooks, element.printElementType, records)
    : [];
  const body = buildBody({ env, settings, leaves: columns.leaves, widths, styles, hooks, specs, records, groupFields });

  const headerStyles = columns.header.map((cell) => {
    const source = cell.raw.stylerHeader;
    if (typeof source !== 'string' || source.trim() === '') return undefined;
    return cellOverride(hooks.call({ name: 'stylerHeader', source, path: `${cell.path}.stylerHeader` }, [cell.raw, hooks.optionsJson]));
  });
  const headerHeights = measureHeader(columns, widths, styles, headerStyles);
  let headerHeight = 0;
  for (const h of headerHeights) headerHeight += h;

  const footerHook = settings.hooks.footerFormatter !== undefined;
  const footerMode: FooterRepeat = settings.footerRepeat ?? (hasSummaries(specs) || footerHook ? 'page' : 'no');
  const dataBefore = new Int32Array(body.count + 1);
  for (let i = 0; i < body.count; i++) dataBefore[i + 1] = dataBefore[i]! + (body.kind[i] === DATA_ROW ? 1 : 0);
  const width = typeof options.borderWidth === 'number' && options.borderWidth >= 0 ? options.borderWidth : 0.75;
  const stroke = makeStroke(width, lineStyle(options.borderStyle) ?? 'solid', options.borderColor);

  return {
    element,
    env,
    settings,
    columns,
    styles,
    bands,
    widths,
    edges: columnEdges(widths),
    headerHeights,
    headerHeight,
    headerStyles,
    specs,
    body,
    hooks,
    footerMode,
    footerHook,
    dataBefore,
    stroke,
  };
}

/** Header row heights: at least the minimum; a cell over several rows grows the last of them. */
function measureHeader(columns: ColumnLayout, widths: Float64Array, styles: TableStyles, overrides: (CellOverride | undefined)[]): Float64Array {
  const heights = new Float64Array(columns.headerRows).fill(styles.headerMin);
  const need = (i: number) => {
    const cell = columns.header[i]!;
    const style = styledText(styles, styles.header, overrides[i]);
    return textHeight(styles, cell.title, style, spanWidth(widths, cell.col, cell.colspan) - 2 * PAD_X) + 2 * PAD_Y;
  };
  columns.header.forEach((cell, i) => {
    if (cell.rowspan === 1) heights[cell.row] = Math.max(heights[cell.row]!, need(i));
  });
  columns.header.forEach((cell, i) => {
    if (cell.rowspan === 1) return;
    let have = 0;
    for (let r = cell.row; r < cell.row + cell.rowspan; r++) have += heights[r]!;
    const extra = need(i) - have;
    if (extra > 0) heights[cell.row + cell.rowspan - 1] += extra;
  });
  return heights;
}
