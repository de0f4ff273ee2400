/**
 * What the place the engine runs in provides: the shipped fonts, the bytes of the images a
 * document draws, and a sandbox for its user code. Node (CLI, server, benchmarks), the
 * browser (designer, preview) and the layout worker each implement it once (host/ at the
 * repository's top level); the engine lays out and paints from what it hands over, so every
 * host measures, sizes and draws from the same bytes.
 */
import type { HookRunner } from '../context.ts';
import type { FontBook } from '../text/types.ts';

/** The shipped fonts: their bytes by font key (FONT_FILES), and the font book measuring with them. */
export interface HostFonts {
  files: Record<string, Uint8Array>;
  book: FontBook;
}

/** A sandbox lent for one document's user code. */
export interface HostSandbox {
  hooks: HookRunner;
  /** The document is done with it (a host that keeps one sandbox for every document ignores this). */
  release(): void;
}

export interface Host {
  /** The shipped fonts, loaded once; rejects with `file: reason` when one cannot be read. */
  fonts(): Promise<HostFonts>;
  /**
   * The bytes of the image a template or its data names by `src` (a data URL, a path, a URL,
   * resolved as this host resolves them); rejects with a short reason when it cannot have them.
   */
  imageBytes(src: string): Promise<Uint8Array>;
  /** A sandbox for one document's formatter, styler and group hooks. */
  sandbox(): Promise<HostSandbox>;
}
