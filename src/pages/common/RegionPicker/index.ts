export { RegionPicker, type RegionPickerProps } from './RegionPicker.tsx';
export * from './regionSelection.ts';
