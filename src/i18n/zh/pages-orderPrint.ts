/** Restaurant orders, the ledgers and printing from the order screens (issue 18), zh. */
export default {
  orderPrint: {
    print: '打印', title: '打印单据', document: '单据类型', template: '打印模板', noTemplate: '没有此单据类型的模板',
    scope: { selected: '所选（{count}）', day: '整天的订单组', ledger: '对账期间' },
    arrivalDate: '到货日期', period: '对账期间：{from} 至 {to}（每个食堂与供应商一张对账单）', selectRows: '请先在列表中勾选要打印的行，或选择整天打印',
    output: { download: '下载 PDF', client: '发送到打印客户端' },
    clientHint: '打印客户端是本机上连接打印机的程序，用 npm run print-client 启动（端口 17521）。',
    noClient: '无法连接打印客户端：请在本机运行 npm run print-client 后重试，或选择下载 PDF。',
    progress: '已生成 {done}/{total} 张', start: '开始打印', failed: '打印任务失败',
    downloaded: 'PDF 已生成（{pages} 页），已开始下载', sent: '已发送到打印客户端（{pages} 页）',
  },
  restaurantOrder: {
    title: '食堂订单', detail: '订单详情', placedAt: '下单时间', sort: '排序', viewOrders: '查看订单', groupOrders: '订单组中的订单',
    sorts: { 'createTime_desc': '下单时间（新→旧）', 'arrivalDate_desc': '到货日期（晚→早）', 'arrivalDate_asc': '到货日期（早→晚）', 'orderNo_asc': '订单号' },
    orderStatus: { open: '进行中', completed: '已完成', withdrawn: '已撤回' },
    lines: '商品明细', checks: '验收记录', deliveries: '送货单', history: '操作记录',
    checkLine: '实收 {received} {unit}，拒收 {rejected} {unit}', noteLines: '{count} 个商品',
    event: { place: '下单', allot: '分配供应商', accept: '接单', reject: '拒单', dispatch: '发货', check: '验收', approve: '审核通过', sendBack: '退回', withdraw: '撤回' },
  },
  ledger: {
    standingBook: '台账', subLedger: '商品分账', export: '导出 Excel', month: '月份', auditedBy: '审核',
    totals: '合计：{count} 条，金额 ¥{amount}', total: '合计', opening: '期初（数量 / 金额）', in: '入库', out: '出库', closing: '期末',
  },
};
