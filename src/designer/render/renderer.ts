/**
 * The canvas's element renderer: fonts, images and the paint cache behind one object with a
 * version number that changes when everything must be painted again (fonts or an image arrived).
 */
import {
  type Canvas2DLike,
  createContext,
  type DisplayItem,
  type ElementEnv,
  type ElementJson,
  type FontBook,
  type HookRunner,
  type LayoutContext,
} from '../../../engine/index.ts';
import { appBaseUrl, browserHost, CanvasImages } from '../../../host/browser.ts';
import { ElementPaintCache } from './cache.ts';
import { errorItems, layoutElement, type ElementPaint } from './layoutElement.ts';
import { paintItems } from './paintItems.ts';

export class DesignRenderer {
  private fonts?: FontBook;
  private fontError?: string;
  private panelFontFamily?: string;
  /** The user-code sandbox (formatter and styler hooks), as the worker runs it; until it loads, hooks are skipped. */
  private hooks?: HookRunner;
  private readonly images: CanvasImages;
  private readonly cache = new ElementPaintCache((element) => this.layout(element));
  private listeners = new Set<() => void>();
  /** Changes whenever every element must be painted again. */
  version = 0;

  constructor(baseUrl = appBaseUrl()) {
    const host = browserHost(baseUrl);
    // Images are sized from their bytes, as layout in the worker and the PDF size them.
    this.images = new CanvasImages(baseUrl);
    this.images.onLoad(() => this.invalidate());
    // A chunk of its own (QuickJS): the canvas paints at once and repaints with formatted text when it arrives.
    host.sandbox().then(
      (sandbox) => {
        this.hooks = sandbox.hooks;
        this.invalidate();
      },
      () => undefined, // no sandbox: hooks stay skipped, as the specification says of failing user code
    );
    host.fonts().then(
      (fonts) => {
        this.fonts = fonts.book;
        this.invalidate();
      },
      (error: unknown) => {
        this.fontError = error instanceof Error ? error.message : String(error);
        this.invalidate();
      },
    );
  }

  /** True once fonts are loaded (or failed: elements then show the error). */
  get ready(): boolean {
    return this.fonts !== undefined || this.fontError !== undefined;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /** The panel's font family is every element's fallback: a change repaints everything. */
  setPanelFontFamily(family: string | undefined): void {
    if (family === this.panelFontFamily) return;
    this.panelFontFamily = family;
    this.cache.clear();
  }

  /** What to paint for an element (relative to its top-left); undefined until fonts are ready. */
  paintOf(id: string, element: ElementJson): ElementPaint | undefined {
    if (!this.ready) return undefined;
    return this.cache.get(id, element);
  }

  /** Paint items on a 2D context in pt; images not yet loaded start loading and draw later. */
  paint(ctx: Canvas2DLike, items: DisplayItem[]): void {
    paintItems(ctx, items, (ref) => {
      const image = this.images.image(ref);
      if (!image) this.images.info(ref); // starts the load; the arrival repaints
      return image;
    });
  }

  /** The environment element layout runs in (design mode, the page's clock and zone); undefined until fonts load. */
  elementEnv(): ElementEnv | undefined {
    const ctx = this.context();
    return ctx && { ctx, data: {}, panelFontFamily: this.panelFontFamily };
  }

  private context(): LayoutContext | undefined {
    if (!this.fonts) return undefined;
    return createContext({
      fonts: this.fonts,
      image: (src) => this.images.info(src),
      now: Date.now(),
      timezoneOffset: -new Date().getTimezoneOffset(),
      mode: 'design',
      hooks: this.hooks,
    });
  }

  private layout(element: ElementJson): ElementPaint {
    if (!this.fonts) {
      const message = this.fontError ?? 'fonts not loaded';
      return { items: errorItems(element, message), error: message };
    }
    return layoutElement(element, { context: () => this.context()!, panelFontFamily: this.panelFontFamily });
  }

  private invalidate(): void {
    this.cache.clear();
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }
}
