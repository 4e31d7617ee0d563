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
  /** The user's assets and liabilities */
  listAssets: {
    method: 'GET', path: '/api/assets', kind: 'json', auth: 'user',
    response: assetListSchema,
  },
  /** Add an asset */
  createAsset: {
    method: 'POST', path: '/api/assets', kind: 'json', auth: 'user',
    body: assetRequestSchema, response: assetSchema,
  },
  /** Update an asset */
  updateAsset: {
    method: 'PUT', path: '/api/assets/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, body: assetRequestSchema, response: assetSchema,
  },
  /** Delete an asset */
  deleteAsset: {
    method: 'DELETE', path: '/api/assets/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, response: successResponseSchema,
  },
  /** Live price for a symbol not yet saved (register before assetPrice: it shadows :id) */
  tempPrice: {
    method: 'GET', path: '/api/assets/price/temp', kind: 'json', auth: 'user',
    query: tempPriceQuerySchema, response: priceResultSchema,
  },
  /** Live price of a saved market-traded asset */
  assetPrice: {
    method: 'GET', path: '/api/assets/price/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, response: assetPriceResultSchema,
  },
  /** Store live prices as values of market-traded assets */
  syncPrices: {
    method: 'POST', path: '/api/assets/sync-prices', kind: 'json', auth: 'user',
    body: emptyBodySchema, response: syncPricesResponseSchema,
  },
  /** Import assets from CSV/Excel (types: the chosen type of rows without one) */
  uploadAssets: {
    method: 'POST', path: '/api/assets/upload', kind: 'multipart', auth: 'user',
    fileField: 'file', body: uploadAssetsFieldsSchema, response: assetUploadResultSchema,
  },
  /** Sample Excel file for the asset upload (saved as Wealth_Upload_Example.xlsx) */
  downloadWealthSample: {
    method: 'GET', path: '/api/download/wealth-sample', kind: 'download', auth: 'user',
  },
  /** One snapshot of the user's net worth per day, oldest first, in the asked currency */
  netWorthHistory: {
    method: 'GET', path: '/api/assets/net-worth-history', kind: 'json', auth: 'user',
    query: netWorthHistoryQuerySchema, response: netWorthHistorySchema,
  },
  /** Daily euro reference rates of some currencies over a range (to value assets in the home currency) */
  exchangeRates: {
    method: 'GET', path: '/api/assets/exchange-rates', kind: 'json', auth: 'user',
    query: fxRatesQuerySchema, response: fxRatesResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
