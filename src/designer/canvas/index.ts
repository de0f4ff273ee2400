/** The editing surface (react-konva). Owned by the canvas part; see ../README.md. */
export { DesignCanvas, type DesignerTestHooks } from './DesignCanvas.tsx';
export { dropElement, parseDropPayload, ELEMENT_MIME, type DropPayload } from './drop.ts';
export { MENU_WIDTH, MENU_Z_INDEX } from './tableMenu.ts';
