/** The seeded purchase print templates (types bid, price_comparison, price_meeting; fields in src/contract/domain/purchasePrint.ts). */
import { PURCHASE_DOCUMENT_NAMES } from '../../contract/domain/purchasePrint.ts';
import type { Db } from '../db/index.ts';
import { printTemplates, printTemplateTypes } from '../db/schema/index.ts';

type Element = Record<string, unknown>;

const text = (left: number, top: number, width: number, options: Record<string, unknown>): Element => ({
  options: { left, top, width, height: 13.5, fontSize: 10.5, ...options },
  printElementType: { title: '文本', type: 'text' },
});

const heading = (title: string): Element => ({
  options: { left: 40, top: 20, width: 515, height: 30, title, fontSize: 20, fontWeight: 'bold', textAlign: 'center', textContentVerticalAlign: 'middle' },
  printElementType: { title: '文本', type: 'text' },
});

const column = (title: string, field: string, width: number, extra: Record<string, unknown> = {}) => ({ title, field, width, checked: true, colspan: 1, rowspan: 1, ...extra });

const table = (top: number, field: string, columns: ReturnType<typeof column>[]): Element => ({
  options: { left: 40, top, width: 515, height: 40, field, fontSize: 9, tableHeaderRepeat: 'page', tableHeaderBackground: '#f0f0f0', tableBodyRowHeight: 20, columns: [columns] },
  printElementType: { title: '表格', type: 'table' },
});

/** One A4 portrait panel. */
const panel = (name: string, printElements: Element[]) => ({
  panels: [{
    index: 0, name, paperType: 'A4', width: 210, height: 297, paperHeader: 60, paperFooter: 800,
    paperNumberFormat: '第paperNo页 共paperCount页', paperNumberLeft: 500, paperNumberTop: 815, printElements,
  }],
});

export function bidTemplate() {
  return panel('招标评标表', [
    heading('招标评标表'),
    text(40, 60, 250, { title: '招标编号', field: 'bidNo' }),
    text(300, 60, 255, { title: '状态', field: 'status' }),
    text(40, 78, 515, { title: '招标名称', field: 'title' }),
    text(40, 96, 250, { title: '采购规则', field: 'ruleName' }),
    text(300, 96, 255, { title: '投标截止', field: 'deadline' }),
    text(40, 114, 250, { title: '评分规则', field: 'weights' }),
    text(300, 114, 255, { title: '价格生效日', field: 'effectiveFrom' }),
    text(40, 132, 515, { title: '食堂', field: 'canteens' }),
    text(40, 150, 515, { title: '招标商品', field: 'products' }),
    table(174, 'offers', [
      column('商品', 'product', 80),
      column('名次', 'rank', 35, { align: 'center' }),
      column('供应商', 'supplier', 110),
      column('报价', 'price', 50, { align: 'right' }),
      column('价格分', 'priceScore', 50, { align: 'right' }),
      column('资质分', 'qualityScore', 50, { align: 'right' }),
      column('交付分', 'deliveryScore', 50, { align: 'right' }),
      column('总分', 'total', 50, { align: 'right' }),
      column('中标', 'awarded', 40, { align: 'center' }),
    ]),
    text(40, 230, 250, { title: '定标人', field: 'awardedBy' }),
    text(300, 230, 255, { title: '定标时间', field: 'awardedAt' }),
    text(300, 248, 255, { title: '打印时间', field: 'printedAt' }),
  ]);
}

export function comparisonTemplate() {
  return panel('三方比价单', [
    heading('三方比价单'),
    text(40, 60, 250, { title: '商品', field: 'productName' }),
    text(300, 60, 255, { title: '商品编码', field: 'productCode' }),
    text(40, 78, 250, { title: '单位', field: 'unit' }),
    text(300, 78, 255, { title: '生效日', field: 'effectiveFrom' }),
    text(40, 96, 515, { title: '食堂', field: 'canteens' }),
    table(120, 'quotes', [
      column('序号', 'line', 35, { align: 'center' }),
      column('供应商', 'supplier', 130),
      column('报价', 'price', 60, { align: 'right' }),
      column('报价日期', 'quoteDate', 75),
      column('说明', 'note', 140),
      column('标记', 'mark', 75),
    ]),
    text(40, 176, 250, { title: '选定供应商', field: 'chosenSupplier' }),
    text(300, 176, 255, { title: '选定价格', field: 'chosenPrice' }),
    text(40, 194, 250, { title: '最低价', field: 'lowestPrice' }),
    text(300, 194, 255, { title: '状态', field: 'status' }),
    text(40, 212, 515, { title: '选择理由', field: 'choiceReason' }),
    text(40, 230, 250, { title: '审批人', field: 'decidedBy' }),
    text(300, 230, 255, { title: '打印时间', field: 'printedAt' }),
  ]);
}

export function meetingTemplate() {
  return panel('会议定价表', [
    heading('会议定价表'),
    text(40, 60, 515, { title: '会议名称', field: 'title' }),
    text(40, 78, 250, { title: '会议日期', field: 'meetingDate' }),
    text(300, 78, 255, { title: '状态', field: 'status' }),
    text(40, 96, 250, { title: '执行开始', field: 'periodStart' }),
    text(300, 96, 255, { title: '执行结束', field: 'periodEnd' }),
    text(40, 114, 515, { title: '参会人员', field: 'attendees' }),
    text(40, 132, 515, { title: '食堂', field: 'canteens' }),
    table(156, 'lines', [
      column('序号', 'line', 35, { align: 'center' }),
      column('商品编码', 'productCode', 70),
      column('商品', 'productName', 120),
      column('单位', 'unit', 45),
      column('供应商', 'supplier', 165),
      column('价格', 'price', 80, { align: 'right' }),
    ]),
    text(40, 212, 250, { title: '审批人', field: 'decidedBy' }),
    text(300, 212, 255, { title: '打印时间', field: 'printedAt' }),
  ]);
}

/** The three purchase document types (after the settlement ones) with one template each. */
export async function seedPurchaseTemplates(db: Db): Promise<void> {
  const seeded = [
    { code: 'bid', body: bidTemplate() },
    { code: 'price_comparison', body: comparisonTemplate() },
    { code: 'price_meeting', body: meetingTemplate() },
  ] as const;
  for (const [index, { code, body }] of seeded.entries()) {
    const name = PURCHASE_DOCUMENT_NAMES[code].zh;
    const [type] = await db.insert(printTemplateTypes).values({ name, code, sortNo: 21 + index, createdBy: 'admin' }).returning({ id: printTemplateTypes.id });
    await db.insert(printTemplates).values({ name, typeId: type!.id, body, createdBy: 'admin', updatedBy: 'admin', updatedAt: new Date() });
  }
}
