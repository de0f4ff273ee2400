/**
 * image: a picture from a data URL or URL, bound to a field or given as `src`, placed in the
 * content box by its fit mode. The host supplies the intrinsic size (ctx.image); for data URLs
 * the header is read here when the host has not.
 */
import type { ImageInfo } from '../../context.ts';
import type { ElementOptions } from '../../model/types.ts';
import { round, type Box, type ImageItem } from '../../page.ts';
import type { ElementType } from '../types.ts';
import { boxAt, contentBox, decorate, fieldValue, withDefaults } from '../common/index.ts';
import { fitImage, type FittedImage, type ImageFit } from './fit.ts';
import { dataUrlImageSize } from '../../images/index.ts';

export { fitImage, type FittedImage, type ImageFit } from './fit.ts';
export { dataUrlImageSize, decodeBase64, imageSizeFromBytes } from '../../images/index.ts';

/**
 * 90 x 90 pt and `fill`: hiprint draws the picture as an <img> stretched to the element with
 * `object-fit` taken from the fit option, so an unset fit behaves as CSS's initial `fill`.
 */
export const IMAGE_DEFAULTS: Partial<ElementOptions> = { width: 90, height: 90, fit: 'fill' };

const FITS: readonly ImageFit[] = ['contain', 'cover', 'fill', 'none'];

/** The image source: the bound field's value when it is a non-empty string, else `src`; never javascript:. */
export function imageSource(options: ElementOptions, data: Record<string, unknown>): string {
  const bound = fieldValue(data, options.field);
  const src = typeof bound === 'string' && bound.trim() !== '' ? bound.trim() : typeof options.src === 'string' ? options.src.trim() : '';
  // A script URL is never an image; painters that write HTML must not even see one.
  return /^javascript:/i.test(src.replace(/[\s\u0000-\u001f]/g, '')) ? '' : src;
}

export const imageType: ElementType = {
  type: 'image',
  defaults: IMAGE_DEFAULTS,
  layout(element, env) {
    const options = withDefaults(IMAGE_DEFAULTS, element.options);
    const src = imageSource(options, env.data);
    const fit: ImageFit = FITS.includes(options.fit as ImageFit) ? (options.fit as ImageFit) : 'fill';
    // Placement is computed once relative to a box at (0, 0); paint only translates it.
    const inner = contentBox(options, boxAt(options, 0, 0));
    let placed: FittedImage | undefined;
    if (src !== '' && inner.width > 0 && inner.height > 0) {
      const size = fit === 'fill' ? undefined : intrinsicSize(src, env.ctx.image(src));
      if (fit === 'fill' || size) {
        placed = fitImage(fit, size ?? { width: 1, height: 1 }, inner);
      } else {
        placed = { rect: inner };
        env.ctx.diagnostics.push({
          code: 'image-size-unknown',
          message: `the size of image ${describe(src)} is unknown, so it fills its box instead of fit '${fit}'`,
          path: element.path,
        });
      }
    }
    return {
      kind: 'box',
      height: options.height,
      paint(x, y) {
        const content: ImageItem[] = [];
        if (placed) {
          const item: ImageItem = { kind: 'image', ref: src, ...moved(placed.rect, x, y) };
          if (placed.clip) item.clip = moved(placed.clip, x, y);
          content.push(item);
        }
        return decorate(options, boxAt(options, x, y), content);
      },
    };
  },
};

function intrinsicSize(src: string, fromHost: ImageInfo | undefined): ImageInfo | undefined {
  if (fromHost && fromHost.width > 0 && fromHost.height > 0) return fromHost;
  return src.slice(0, 5).toLowerCase() === 'data:' ? dataUrlImageSize(src) : undefined;
}

function moved(b: Box, dx: number, dy: number): Box {
  return { x: round(b.x + dx), y: round(b.y + dy), width: round(b.width), height: round(b.height) };
}

/** A short form of a source for messages: data URLs can be megabytes long. */
function describe(src: string): string {
  return src.length > 60 ? `${src.slice(0, 57)}...` : src;
}
