import path from 'node:path';

/** @module-federation/error-codes' descriptions of its codes: replaced by federationErrorTexts.cjs in every browser build. */
export function federationErrorTextsReplacement(): { test: RegExp; replacement: string } {
  return {
    test: /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.cjs$/,
    replacement: path.join(__dirname, 'federationErrorTexts.cjs'),
  };
}
