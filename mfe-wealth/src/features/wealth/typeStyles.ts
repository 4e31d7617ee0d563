import type { AssetType } from '@tracker/contracts';

/** One colour per asset type (spec §3): the doughnut, the breakdown and the table's group headers share them. */
export const ASSET_TYPE_COLORS: Readonly<Record<AssetType, string>> = {
  equities_stocks: '#2563EB',
  commodities: '#D97706',
  cryptocurrencies: '#7C3AED',
  etfs: '#0891B2',
  super_pension_401k: '#16A34A',
  property_real_estate: '#DB2777',
  liabilities: '#DC2626',
};
