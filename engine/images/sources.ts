/** Which images a document needs: the sources a host must load before layout. */

const IMAGE_PATH = /\.(png|jpe?g|gif|webp|bmp)([?#].*)?$/i;

/** True for strings that can only be an image source (data URL or a path to an image file). */
export function looksLikeImageSource(value: string): boolean {
  return value.startsWith('data:image/') || (value.length < 2048 && IMAGE_PATH.test(value));
}

/**
 * Every image source a document may draw: `options.src` of the template's elements, plus
 * data values that look like image sources (image elements bound to a field).
 */
export function collectImageSources(template: unknown, data: unknown): string[] {
  const found = new Set<string>();
  const panels = isRecord(template) && Array.isArray(template.panels) ? template.panels : [];
  for (const panel of panels) {
    const elements = isRecord(panel) && Array.isArray(panel.printElements) ? panel.printElements : [];
    for (const element of elements) {
      const src = isRecord(element) && isRecord(element.options) ? element.options.src : undefined;
      if (typeof src === 'string' && src.trim() !== '') found.add(src.trim());
    }
  }
  walkStrings(data, (s) => {
    if (looksLikeImageSource(s)) found.add(s);
  });
  return [...found];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Visit every string in a JSON value (iteratively: data may be deep). */
function walkStrings(value: unknown, visit: (s: string) => void): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') visit(v);
    else if (isRecord(v)) for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push(child);
  }
}
