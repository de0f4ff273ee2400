/** Every table, for drizzle's query builder and drizzle-kit's migration generator. */
export * from './accounts.ts';
export * from './system.ts';
export * from './notices.ts';
export * from './business.ts';
export * from './print.ts';
export * from './regions.ts';
export * from './jobs.ts';
export * from './catalogue.ts';
export * from './ordering.ts';
export * from './operations.ts';
export * from './systemAdmin.ts';
export * from './products.ts';
export * from './online.ts';
export * from './afterSale.ts';
export * from './suppliers.ts';
export * from './schools.ts';
export * from './evaluations.ts';
