/** Types for pdfkit's own output helpers (the package ships none for this entry point). */
declare module 'pdfkit/output' {
  /** Collect an ended document into a Blob of type application/pdf. */
  export function toBlob(document: PDFKit.PDFDocument): Promise<Blob>;
  /** Collect an ended document into one byte array. */
  export function toBytes(document: PDFKit.PDFDocument): Promise<Uint8Array>;
}
