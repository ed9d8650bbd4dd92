export * from './deliveries.ts';
export * from './documents.ts';
export * from './org.ts';
export * from './reference.ts';
export * from './search.ts';
export * from './shipments.ts';
export * from './system.ts';
export * from './users.ts';
