// Types for the synchronous core of the qrcode package, imported directly so that neither its
// Node entry (fs, pngjs) nor its browser entry (canvas renderers) is bundled.
declare module 'qrcode/lib/core/qrcode.js' {
  export function create(
    text: string | Array<{ data: string | Uint8Array; mode: 'byte' | 'numeric' | 'alphanumeric' | 'kanji' }>,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; version?: number; maskPattern?: number },
  ): {
    modules: { size: number; data: Uint8Array; reservedBit: Uint8Array };
    version: number;
    maskPattern: number;
  };
}
