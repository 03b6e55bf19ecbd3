export * from './enums.ts';
export * from './users.ts';
export * from './schools.ts';
export * from './sessions.ts';
export * from './seed-runs.ts';
export * from './catalogue.ts';
export * from './collections.ts';
export * from './reader.ts';
