/** The badge colour of each after-sale state, shared by the list and the drawer. */
export const STATUS_COLOR: Record<string, string> = { requested: 'blue', supplier_agreed: 'cyan', supplier_refused: 'orange', approved: 'grape', completed: 'green', rejected: 'red', cancelled: 'gray' };
