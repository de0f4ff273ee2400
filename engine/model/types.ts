/**
 * The template model. A template is stored and exchanged as hiprint-shaped JSON
 * (`TemplateJson`); the engine works on a normalised, typed view of it (`Template`) that
 * keeps a reference to the JSON so nothing unknown is ever lost on save.
 */

/** Template JSON as stored: the shape existing hiprint templates use. */
export interface TemplateJson {
  panels: PanelJson[];
  [key: string]: unknown;
}

export interface PanelJson {
  index?: number | string;
  name?: string | number;
  width?: number | string;
  height?: number | string;
  paperType?: string;
  printElements?: ElementJson[];
  [key: string]: unknown;
}

export interface ElementJson {
  options?: Record<string, unknown>;
  printElementType?: PrintElementTypeJson;
  tid?: string;
  [key: string]: unknown;
}

export interface PrintElementTypeJson {
  tid?: string;
  title?: string;
  type?: string;
  [key: string]: unknown;
}

export type ShowInPage = 'none' | 'first' | 'odd' | 'even' | 'last';
export type UnShowInPage = 'first' | 'last';
export type HideTitle = 'default' | 'show' | 'hide';

/**
 * Options of an element after coercion: numbers are numbers, flags are booleans, empty
 * values are absent. Keys the engine does not know are carried as they came.
 */
export interface ElementOptions {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Rotation in degrees, normalised to [0, 360). */
  transform?: number;
  field?: string;
  title?: string;
  testData?: string;
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: string;
  letterSpacing?: number;
  textAlign?: 'left' | 'center' | 'right' | 'justify';
  color?: string;
  textDecoration?: 'underline' | 'overline' | 'line-through';
  lineHeight?: number;
  hideTitle?: HideTitle;
  borderWidth?: number;
  borderColor?: string;
  borderStyle?: 'solid' | 'dashed' | 'dotted';
  borderTop?: 'solid' | 'dashed' | 'dotted';
  borderLeft?: 'solid' | 'dashed' | 'dotted';
  borderRight?: 'solid' | 'dashed' | 'dotted';
  borderBottom?: 'solid' | 'dashed' | 'dotted';
  backgroundColor?: string;
  contentPaddingLeft?: number;
  contentPaddingTop?: number;
  contentPaddingRight?: number;
  contentPaddingBottom?: number;
  paddingLeft?: number;
  paddingRight?: number;
  textContentVerticalAlign?: 'top' | 'middle' | 'bottom';
  zIndex?: number;
  textType?: 'text' | 'barcode' | 'qrcode';
  barcodeMode?: string;
  /**
   * Set by loading for vue-plugin-hiprint's own barcode and qrcode element types
   * (printElementType.type 'barcode' / 'qrcode'): they encode the bound value, else testData,
   * else the title, and caption the code `title:value`.
   */
  codeElement?: boolean;
  qrCodeLevel?: number;
  upperCase?: number;
  format?: string;
  dataType?: string;
  draggable?: boolean;
  fixed?: boolean;
  pageBreak?: boolean;
  showInPage?: ShowInPage;
  unShowInPage?: UnShowInPage;
  formatter?: string;
  styler?: string;
  src?: string;
  fit?: 'contain' | 'cover' | 'fill' | 'none';
  content?: string;
  lHeight?: number;
  longTextIndent?: number;
  leftSpaceRemoved?: boolean;
  [key: string]: unknown;
}

/** A resolved element: its type, typed options and where it came from. */
export interface TemplateElement {
  /** Element type name in the registry: text, longText, image, html, hline, vline, rect, oval, table ... */
  type: string;
  /** Template path, e.g. `panels[0].printElements[3]`, used in messages. */
  path: string;
  /** Position in the panel's printElements. */
  index: number;
  options: ElementOptions;
  /** The printElementType as given, for type-level fields (title, columns, fields ...). */
  printElementType: PrintElementTypeJson;
  json: ElementJson;
}

export interface WatermarkOptions {
  content: string;
  /** CSS colour, default rgba(184,184,184,0.3). */
  fillStyle: string;
  /** px, default 14. */
  fontSize: number;
  /** Degrees, default 25. */
  rotate: number;
  /** Tile size (density) in px, default 200 x 200. */
  width: number;
  height: number;
  timestamp: boolean;
  format: string;
}

export interface Panel {
  index: number;
  name: string;
  /** Paper size in mm and pt (orientation applied). */
  widthMm: number;
  heightMm: number;
  width: number;
  height: number;
  paperType?: string;
  orient: 1 | 2;
  /** Header and footer lines in pt, clamped by the rule of section 5. */
  paperHeader: number;
  paperFooter: number;
  firstPaperFooter?: number;
  evenPaperFooter?: number;
  oddPaperFooter?: number;
  lastPaperFooter?: number;
  paperNumberLeft: number;
  paperNumberTop: number;
  paperNumberDisabled: boolean;
  paperNumberFormat: string;
  panelPaperRule?: 'odd' | 'even';
  panelPageRule?: 'none';
  leftOffset: number;
  topOffset: number;
  fontFamily?: string;
  watermark?: WatermarkOptions;
  elements: TemplateElement[];
  path: string;
  json: PanelJson;
}

export interface Template {
  panels: Panel[];
  json: TemplateJson;
  /** Oddities that did not stop loading (option values of another hiprint version ...). */
  warnings: TemplateIssue[];
}

/** One validation problem, with the template path it belongs to. */
export interface TemplateIssue {
  path: string;
  message: string;
}
