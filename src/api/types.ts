/** The wire shapes the browser's modules share; each is the contract's (src/contract), re-exported. */
export type { Envelope, Page } from '../contract/envelope.ts';

/** The user's menu tree items (many shell modules read them); the shape is the contract's. */
export type { MenuItem } from '../contract/routes/permission-menu.ts';

