/**
 * The browser's @tracker/contracts (package.json `browser` condition): every schema, type, constant and the endpoint
 * map, without the service-to-service contracts of internal.ts, which no page sends (docs/decisions/frontend-page-weight.md).
 */
export * from './constants';
export * from './money';
export * from './currency';
export * from './homeCurrency';
export * from './moneyFormat';
export * from './convertedMoney';
export * from './errors';
export * from './common';
export * from './uploads';
export * from './statementLayout';
export * from './auth';
export * from './transactions';
export * from './supporting';
export * from './budget';
export * from './wealth';
export * from './wealthValuation';
export * from './netWorth';
export * from './dashboard';
export * from './comparison';
export * from './community';
export * from './account';
export * from './endpoints';
export * from './categoriser';
export * from './categoryVocabulary';
export * from './budgetLines';
export * from './accountSecurity';
export * from './fxRates';
export * from './accountKinds';
export * from './transfers';
export * from './rules';
export * from './splits';
export * from './recurring';
