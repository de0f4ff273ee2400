/**
 * What the host hands to painters besides page descriptions. Painters read no files and no
 * globals: font files and images arrive as bytes (PDF) or as names the host registered
 * (canvas, HTML), keyed exactly as the page description refers to them.
 */

/** Resources of the PDF painter. */
export interface PaintResources {
  /** TrueType/OpenType bytes by font key (`TextItem.font`, e.g. `NotoSansSC-Regular`). */
  fonts: Record<string, Uint8Array>;
  /** PNG or JPEG bytes by `ImageItem.ref`. A ref without bytes draws nothing. */
  images?: Record<string, Uint8Array>;
}
