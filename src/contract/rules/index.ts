/** The validation rules browser and server share: each returns an error code of ../errors.ts or undefined. */
export * from './account.ts';
export * from './user.ts';
export * from './registration.ts';
