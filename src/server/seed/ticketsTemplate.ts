/** The seeded reconciliation report template (type `reconciliation`, fields in src/contract/domain/tickets.ts RECONCILIATION_FIELDS). */

const text = (left: number, top: number, width: number, options: Record<string, unknown>) => ({
  options: { left, top, width, height: 13.5, fontSize: 10.5, ...options },
  printElementType: { title: '文本', type: 'text' },
});

const column = (title: string, field: string, width: number, extra: Record<string, unknown> = {}) => ({ title, field, width, checked: true, colspan: 1, rowspan: 1, ...extra });

export function reconciliationTemplate() {
  return {
    panels: [{
      index: 0,
      name: '对账报告',
      paperType: 'A4',
      width: 297,
      height: 210,
      paperHeader: 80,
      paperFooter: 560,
      paperNumberFormat: '第paperNo页 共paperCount页',
      paperNumberLeft: 760,
      paperNumberTop: 570,
      printElements: [
        { options: { left: 40, top: 20, width: 762, height: 30, title: '对账报告', fontSize: 20, fontWeight: 'bold', textAlign: 'center', textContentVerticalAlign: 'middle' }, printElementType: { title: '文本', type: 'text' } },
        text(40, 60, 200, { title: '开始日期', field: 'periodFrom' }),
        text(250, 60, 200, { title: '结束日期', field: 'periodTo' }),
        text(600, 60, 202, { title: '打印时间', field: 'printedAt' }),
        {
          options: {
            left: 40, top: 84, width: 762, height: 40, field: 'items', fontSize: 9, tableHeaderRepeat: 'page', tableFooterRepeat: 'last', tableHeaderBackground: '#f0f0f0', tableBodyRowHeight: 20,
            columns: [[
              column('序号', 'line', 30, { align: 'center' }),
              column('对账单号', 'statementNo', 100),
              column('食堂', 'canteen', 60),
              column('供应商', 'supplier', 90),
              column('期间', 'period', 120),
              column('对账金额', 'statementTotal', 60, { align: 'right', tableSummary: 'sum', tableSummaryTitle: false, tableSummaryAlign: 'right' }),
              column('发票号', 'invoiceNo', 70),
              column('发票金额', 'invoiceAmount', 60, { align: 'right', tableSummary: 'sum', tableSummaryTitle: false, tableSummaryAlign: 'right' }),
              column('税额', 'taxAmount', 50, { align: 'right' }),
              column('差额', 'difference', 50, { align: 'right' }),
              column('状态', 'status', 70),
            ]],
          },
          printElementType: { title: '表格', type: 'table' },
        },
        text(40, 140, 250, { title: '对账合计', field: 'statementTotal' }),
        text(300, 140, 250, { title: '发票合计', field: 'invoiceTotal' }),
        text(560, 140, 242, { title: '不符张数', field: 'mismatches' }),
      ],
    }],
  };
}
