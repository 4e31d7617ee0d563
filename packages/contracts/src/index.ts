/** @tracker/contracts: zod schemas, types, constants and the endpoint map shared by browser and services. */
export * from './browser';
// Between services only (internal HTTP, collection names): not in the browser entry.
export * from './internal';
