// Every table, by feature. drizzle-kit reads this file to generate migrations.
export * from './chat';
export * from './icd';
export * from './loans';
export * from './practice';
export * from './scrubs';
export * from './users';
