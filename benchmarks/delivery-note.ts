/**
 * The benchmark document: an A4 delivery note whose 6-column table runs to `rows` rows.
 * larder and every peer draw this same document; the geometry below is shared with them.
 *
 * The template uses only hiprint table options that the tables issue names: a first column of
 * tableTextType 'sequence' and tableSummary 'sum' on the amount. The sequence column also
 * names a field holding the same row number, so peers that have no sequence type print the
 * same numbers.
 */
import { random } from './random.ts';

const HANZI = '东北长粒香大米菜籽油精制面粉有机蔬菜新鲜鸡蛋纯牛奶冷鲜猪肉牛腩鲈鱼基围虾嫩豆腐土豆番茄黄瓜青椒胡萝卜白菜菠菜生姜大蒜香葱食盐白糖酱油陈醋';
const UNITS = ['袋', '桶', '箱', '斤', '千克', '盒', '瓶', '件'];

export interface DeliveryRow {
  line: number;
  code: string;
  name: string;
  unit: string;
  qty: number;
  amount: string;
}

/** `rows` rows; every product name is 20 Chinese characters. */
export function deliveryRows(rows: number, seed = 7): DeliveryRow[] {
  const next = random(seed);
  const out: DeliveryRow[] = [];
  for (let i = 0; i < rows; i++) {
    let name = '';
    for (let k = 0; k < 20; k++) name += HANZI[Math.floor(next() * HANZI.length)];
    const qty = 1 + Math.floor(next() * 200);
    const price = 1 + Math.floor(next() * 9999) / 100;
    out.push({
      line: i + 1,
      code: `SP${String(100000 + Math.floor(next() * 900000))}`,
      name,
      unit: UNITS[Math.floor(next() * UNITS.length)]!,
      qty,
      amount: (qty * price).toFixed(2),
    });
  }
  return out;
}

/** Page and table geometry in pt, shared by the template and the peers. */
export const NOTE = {
  pageWidth: 595.276,
  pageHeight: 841.89,
  left: 40,
  /** Top of the table on the first page. */
  tableTop: 70,
  /** Header line: where the table resumes on later pages. */
  paperHeader: 40,
  /** Footer line: no row crosses it. */
  paperFooter: 800,
  fontSize: 9,
  title: '送货单',
  columns: [
    { title: '序号', field: 'line', width: 40, align: 'center' },
    { title: '商品编码', field: 'code', width: 75, align: 'left' },
    { title: '品名', field: 'name', width: 110, align: 'left' },
    { title: '单位', field: 'unit', width: 45, align: 'center' },
    { title: '数量', field: 'qty', width: 55, align: 'right' },
    { title: '金额', field: 'amount', width: 70, align: 'right' },
  ],
} as const;

export const TABLE_WIDTH = NOTE.columns.reduce((s, c) => s + c.width, 0);

/** Template JSON (hiprint shape) of the delivery note; the table is bound to `items`. */
export function deliveryNoteTemplate(): unknown {
  const columns = NOTE.columns.map((c, i) => ({
    title: c.title,
    field: c.field,
    width: c.width,
    align: c.align,
    checked: true,
    colspan: 1,
    rowspan: 1,
    ...(i === 0 ? { tableTextType: 'sequence' } : {}),
    ...(c.field === 'amount' ? { tableSummary: 'sum' } : {}),
  }));
  return {
    panels: [
      {
        index: 0,
        name: 'Benchmark delivery note',
        paperType: 'A4',
        paperHeader: NOTE.paperHeader,
        paperFooter: NOTE.paperFooter,
        printElements: [
          {
            options: { left: NOTE.left, top: 24, width: TABLE_WIDTH, height: 30, title: NOTE.title, fontSize: 18, fontWeight: 'bold', textAlign: 'center', hideTitle: 'hide' },
            printElementType: { title: '文本', type: 'text' },
          },
          {
            options: {
              left: NOTE.left,
              top: NOTE.tableTop,
              width: TABLE_WIDTH,
              height: 40,
              field: 'items',
              fontSize: NOTE.fontSize,
              tableHeaderRepeat: 'page',
              columns: [columns],
            },
            printElementType: { title: '表格', type: 'table' },
          },
        ],
      },
    ],
  };
}

/** Data for the template: `rows` rows under `items`. */
export function deliveryNoteData(rows: number): { items: DeliveryRow[] } {
  return { items: deliveryRows(rows) };
}
