/**
 * The designer page's strings (zh): toolbar and palette, reached as t('designer.<key>'). Keep the
 * same keys in zh/designer.ts and en/designer.ts (a test compares them).
 */
import type { Dict } from '../types.ts';

export default {
  loading: '正在打开模板…',
  toolbar: {
    label: '设计器工具栏',
    paper: '纸张',
    custom: '自定义',
    paperWidth: '宽 (mm)',
    paperHeight: '高 (mm)',
    apply: '应用',
    orientation: '方向',
    portrait: '纵向',
    landscape: '横向',
    zoom: '缩放',
    zoomIn: '放大',
    zoomOut: '缩小',
    fitWidth: '适应宽度',
    undo: '撤销',
    redo: '重做',
    clear: '清空',
    clearConfirm: '清空当前面板的所有元素？可以撤销。',
    cancel: '取消',
    watermark: '水印',
    watermarkText: '水印文字',
    watermarkTime: '附加时间',
    palettePanel: '元素面板',
    settingPanel: '属性面板',
    backToList: '返回模板列表',
    watermarkMore: '字体大小、角度和密度在纸张设置中调整。',
  },
  palette: {
    label: '元素',
    hint: '拖到纸张上，或双击添加',
    group: {
      common: '常规',
      codes: '条码',
      shapes: '辅助',
    },
    item: {
      text: '文本',
      longText: '长文',
      image: '图片',
      table: '表格',
      html: 'html',
      barcode: '条形码',
      qrcode: '二维码',
      hline: '横线',
      vline: '竖线',
      rect: '矩形',
      oval: '椭圆',
    },
  },
} satisfies Dict;
