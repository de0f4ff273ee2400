/**
 * Item lists that several element types share, so the per-type tab declarations
 * (elements/<type>/options.ts) read as what is particular to each type.
 */

/** Position and size rows every element has. */
export const GEOMETRY = ['coordinate', 'widthHeight', 'transform'] as const;

/** Font rows of elements that draw text. */
export const FONT = ['fontFamily', 'fontSize', 'fontWeight', 'letterSpacing', 'lineHeight', 'color', 'textDecoration', 'textAlign', 'textContentVerticalAlign'] as const;

/** A text box's border and inner padding. */
export const BOX_BORDER = [
  'borderLeft',
  'borderTop',
  'borderRight',
  'borderBottom',
  'borderWidth',
  'borderColor',
  'backgroundColor',
  'contentPaddingLeft',
  'contentPaddingTop',
  'contentPaddingRight',
  'contentPaddingBottom',
] as const;

/** Page rules and behaviour while designing. */
export const PAGE_AND_BEHAVIOUR = ['showInPage', 'unShowInPage', 'fixed', 'pageBreak', 'draggable', 'axis', 'zIndex'] as const;

/** The outline of a shape (lines, rectangle, oval). */
export const SHAPE_OUTLINE = ['borderWidth', 'borderStyle', 'borderColor'] as const;
