/** The setting side panel and what hosts and other parts use of it. Owned by the options part; see ../README.md. */
import './items/index.ts';

export { SettingPanel } from './SettingPanel.tsx';
export { setImageChooser, setFontList, type ImageChooser } from './host.ts';
export { setDataFields, type DataField } from './dataFields.ts';
export {
  registerOptionItem,
  optionItem,
  ITEM_WITHOUT_NAME,
  type OptionItem,
  type OptionTab,
  type OptionTabs,
  type ControlSpec,
} from './registry.ts';
export { elementTabs, setElementTabs, commonTabs, COLUMN_TABS, PAPER_TABS } from './tabs.ts';
export * as valueLists from './valueLists.ts';
export { WATERMARK_LIMITS, lockedPair, maxRowsValue, summaryColspanValue, decimalsValue, coordinateValue, optionalNumber } from './validation.ts';
