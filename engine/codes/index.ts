export {
  BARCODE_FORMATS,
  BARCODE_UNSUPPORTED,
  barcodeFormat,
  barcodeItems,
  encodeBarcode,
  type BarcodeFormat,
  type BarcodeItemOptions,
  type BarcodeLayout,
  type BarcodeResult,
  type EncodedBarcode,
} from './barcode.ts';
export {
  QR_FAILED,
  encodeQr,
  qrItems,
  qrLevel,
  type EncodedQr,
  type QrItemOptions,
  type QrLevel,
  type QrResult,
} from './qrcode.ts';
