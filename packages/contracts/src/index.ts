/** @tracker/contracts: zod schemas, types, constants and the endpoint map shared by browser and services. */
export * from './constants';
export * from './money';
export * from './errors';
export * from './common';
export * from './uploads';
export * from './auth';
export * from './transactions';
export * from './supporting';
export * from './budget';
export * from './wealth';
export * from './dashboard';
export * from './community';
export * from './account';
export * from './endpoints';
export * from './categoriser';
export * from './internal';
export * from './budgetLines';
