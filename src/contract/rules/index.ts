/** The validation rules browser and server share: each returns an error code of ../errors.ts or undefined. */
export * from './account.ts';
export * from './user.ts';
export * from './registration.ts';
export * from './role.ts';
export * from './depart.ts';
export * from './dict.ts';
export * from './menu.ts';
export * from './announcement.ts';
