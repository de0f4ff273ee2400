/**
 * The designer's canvas strings (zh), reached as t('canvas.<key>'). Keep the same keys in zh/canvas.ts
 * and en/canvas.ts (a test compares them).
 */
import type { Dict } from '../types.ts';

export default {
  label: '设计画布',
  headerLine: '页眉线',
  footerLine: '页脚线',
  panel: '面板 {n}',
  addPanel: '添加面板',
  loadingFonts: '正在加载字体…',
  textEdit: '编辑文本',
  columnTitle: '列标题',
  chooseField: '选择字段',
  dropFailed: '无法添加元素',
  menu: {
    label: '表格操作',
    insertRowAbove: '在上方插入行',
    insertRowBelow: '在下方插入行',
    deleteRow: '删除行',
    insertColumnLeft: '在左侧插入列',
    insertColumnRight: '在右侧插入列',
    deleteColumn: '删除列',
    moveColumnLeft: '左移列',
    moveColumnRight: '右移列',
    mergeCells: '合并单元格',
    splitCell: '拆分单元格',
  },
} satisfies Dict;
