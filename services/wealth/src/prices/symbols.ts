/**
 * Symbols differ by provider: the user types BTC, CoinGecko wants "bitcoin"; the user types GOLD, Yahoo wants the
 * front-month future "GC=F". Unknown crypto symbols are tried as CoinGecko ids as typed ("bitcoin" works too).
 */
export const COINGECKO_IDS: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  USDT: 'tether',
  USDC: 'usd-coin',
  BNB: 'binancecoin',
  SOL: 'solana',
  XRP: 'ripple',
  ADA: 'cardano',
  DOGE: 'dogecoin',
  TRX: 'tron',
  DOT: 'polkadot',
  MATIC: 'matic-network',
  POL: 'polygon-ecosystem-token',
  LTC: 'litecoin',
  BCH: 'bitcoin-cash',
  LINK: 'chainlink',
  AVAX: 'avalanche-2',
  XLM: 'stellar',
  ATOM: 'cosmos',
  XMR: 'monero',
  ETC: 'ethereum-classic',
  UNI: 'uniswap',
  SHIB: 'shiba-inu',
  TON: 'the-open-network',
  NEAR: 'near',
  ALGO: 'algorand',
  FIL: 'filecoin',
  APT: 'aptos',
  ARB: 'arbitrum',
  OP: 'optimism',
  DAI: 'dai',
  XTZ: 'tezos',
  AAVE: 'aave',
  SUI: 'sui',
  PEPE: 'pepe',
};

/** Commodities as people name them -> Yahoo's futures symbols. Anything else is passed on as typed (GC=F, SI=F). */
export const YAHOO_COMMODITY_SYMBOLS: Readonly<Record<string, string>> = {
  GOLD: 'GC=F',
  XAU: 'GC=F',
  XAUUSD: 'GC=F',
  SILVER: 'SI=F',
  XAG: 'SI=F',
  XAGUSD: 'SI=F',
  PLATINUM: 'PL=F',
  XPT: 'PL=F',
  PALLADIUM: 'PA=F',
  XPD: 'PA=F',
  COPPER: 'HG=F',
  OIL: 'CL=F',
  WTI: 'CL=F',
  CRUDE: 'CL=F',
  BRENT: 'BZ=F',
  NATGAS: 'NG=F',
  'NATURAL GAS': 'NG=F',
  CORN: 'ZC=F',
  WHEAT: 'ZW=F',
};

const YAHOO_SYMBOL_RE = /^[A-Z0-9^][A-Z0-9.\-=^]{0,19}$/;
const COINGECKO_ID_RE = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A Yahoo symbol for what the user typed (upper case; commodity names mapped); null when it cannot be one. */
export function yahooSymbol(symbol: string, commodity = false): string | null {
  const key = symbol.trim().toUpperCase();
  const mapped = commodity ? (YAHOO_COMMODITY_SYMBOLS[key] ?? key) : key;
  return YAHOO_SYMBOL_RE.test(mapped) ? mapped : null;
}

/** A CoinGecko id for what the user typed; null when it cannot be one. */
export function coinGeckoId(symbol: string): string | null {
  const trimmed = symbol.trim();
  const mapped = COINGECKO_IDS[trimmed.toUpperCase()] ?? trimmed.toLowerCase();
  return COINGECKO_ID_RE.test(mapped) ? mapped : null;
}
