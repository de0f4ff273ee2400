/** The setting panel's tabs for text elements (plain text, barcode and QR code). */
import type { OptionTabs } from '../../options/registry.ts';
import { BOX_BORDER, FONT, GEOMETRY, PAGE_AND_BEHAVIOUR } from '../../options/tabFragments.ts';

export const textOptionTabs: OptionTabs = [
  { name: 'basic', items: ['title', 'field', 'testData', 'textType', 'barcodeMode', 'qrCodeLevel', 'dataType', 'format', 'upperCase', ...GEOMETRY] },
  { name: 'style', items: ['hideTitle', ...FONT] },
  { name: 'border', items: BOX_BORDER },
  { name: 'advanced', items: [...PAGE_AND_BEHAVIOUR, 'formatter', 'styler'] },
];
