/** Assets, liabilities, live prices and net worth: served by services/wealth. */
import { emptyBodySchema, idParamsSchema, successResponseSchema } from '../common';
import {
  assetListSchema,
  assetPriceResultSchema,
  assetRequestSchema,
  assetSchema,
  assetUploadResultSchema,
  priceResultSchema,
  syncPricesResponseSchema,
  tempPriceQuerySchema,
  uploadAssetsFieldsSchema,
} from '../wealth';
import { fxRatesQuerySchema, fxRatesResponseSchema } from '../fxRates';
import { netWorthHistoryQuerySchema, netWorthHistorySchema } from '../netWorth';
import type { EndpointDefinition } from './definition';

// biome-ignore format: an operation's method, path, kind and auth read best on one line
export const wealthEndpoints = {
  listAssets: {
    method: 'GET', path: '/api/assets', kind: 'json', auth: 'user',
    summary: "The user's assets and liabilities", response: assetListSchema,
  },
  createAsset: {
    method: 'POST', path: '/api/assets', kind: 'json', auth: 'user',
    summary: 'Add an asset', body: assetRequestSchema, response: assetSchema,
  },
  updateAsset: {
    method: 'PUT', path: '/api/assets/:id', kind: 'json', auth: 'user',
    summary: 'Update an asset', params: idParamsSchema, body: assetRequestSchema, response: assetSchema,
  },
  deleteAsset: {
    method: 'DELETE', path: '/api/assets/:id', kind: 'json', auth: 'user',
    summary: 'Delete an asset', params: idParamsSchema, response: successResponseSchema,
  },
  tempPrice: {
    method: 'GET', path: '/api/assets/price/temp', kind: 'json', auth: 'user',
    summary: 'Live price for a symbol not yet saved (register before assetPrice: it shadows :id)',
    query: tempPriceQuerySchema, response: priceResultSchema,
  },
  assetPrice: {
    method: 'GET', path: '/api/assets/price/:id', kind: 'json', auth: 'user',
    summary: 'Live price of a saved market-traded asset',
    params: idParamsSchema, response: assetPriceResultSchema,
  },
  syncPrices: {
    method: 'POST', path: '/api/assets/sync-prices', kind: 'json', auth: 'user',
    summary: 'Store live prices as values of market-traded assets',
    body: emptyBodySchema, response: syncPricesResponseSchema,
  },
  uploadAssets: {
    method: 'POST', path: '/api/assets/upload', kind: 'multipart', auth: 'user',
    summary: 'Import assets from CSV/Excel (types: the chosen type of rows without one)',
    fileField: 'file', body: uploadAssetsFieldsSchema, response: assetUploadResultSchema,
  },
  downloadWealthSample: {
    method: 'GET', path: '/api/download/wealth-sample', kind: 'download', auth: 'user',
    summary: 'Sample Excel file for the asset upload (saved as Wealth_Upload_Example.xlsx)',
  },
  netWorthHistory: {
    method: 'GET', path: '/api/assets/net-worth-history', kind: 'json', auth: 'user',
    summary: "One snapshot of the user's net worth per day, oldest first, in the asked currency",
    query: netWorthHistoryQuerySchema, response: netWorthHistorySchema,
  },
  exchangeRates: {
    method: 'GET', path: '/api/assets/exchange-rates', kind: 'json', auth: 'user',
    summary: 'Daily euro reference rates of some currencies over a range (to value assets in the home currency)',
    query: fxRatesQuerySchema, response: fxRatesResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
