/** What every element type shares: paddings, background, borders, rotation, option reading. */
export { contentBox } from './contentBox.ts';
export { borderLines, decorate, DEFAULT_BORDER_WIDTH } from './decorate.ts';
export { normalizeRotation, rotateAroundBox } from './rotation.ts';
export {
  boxAt,
  colorOption,
  fieldValue,
  lineStyle,
  makeStroke,
  positive,
  shapeStroke,
  valueText,
  withDefaults,
  type LineStyle,
} from './options.ts';
export { shapeType, SHAPE_DEFAULTS } from './shapeType.ts';
export { callHook } from './hooks.ts';
