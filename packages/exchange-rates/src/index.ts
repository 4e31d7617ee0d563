export { ExchangeRates, storedRates, type ExchangeRatesOptions } from './exchangeRates';
export { ecbRatesUrl, fetchEcbRates, FxProviderError, parseEcbCsv, type EcbSeries } from './ecb';
export { DEFAULT_ECB_BASE_URL, exchangeRateVariables, type ExchangeRateConfig } from './settings';
export { REFRESH_LEASE_ID } from './store';
