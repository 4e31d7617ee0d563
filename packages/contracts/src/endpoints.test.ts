import {
  ENDPOINT_NAMES,
  type EndpointDefinition,
  type InputOf,
  type OutputOf,
  buildPath,
  endpoints,
  matchEndpoint,
  pathParamNames,
} from './endpoints';

const all: Array<[string, EndpointDefinition]> = Object.entries(endpoints);

/** A path pattern as a regular expression: ':x' matches one non-empty segment. */
const patternOf = (path: string): RegExp => new RegExp(`^${path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}$`);

describe('endpoint map', () => {
  it('covers every call of product.md › API calls under /api/', () => {
    expect(all.length).toBe(93); // transfers and accounts 4 (link, Not a transfer, update and delete an account; issue #33), rules 7, split and unsplit 2, recurring 2 (issue 35), account security 12 (sessions, password change and reset, two-factor; issue #27), auth 5 (+ sign-in methods, beyond the original calls), transactions 13 (+ restore, accept, same-merchant, merchant-category, upload preview, beyond the original calls), supporting 7 (+ add a bank account, beyond the original calls), budget 12 (+ copy, the spending budget by month and the category mappings, beyond the original calls), wealth 10 (+ net-worth history and exchange rates, beyond the original calls), dashboard summary 1 (beyond the original calls), community 6, account 3 (+ data download, deletion and home currency, beyond the original calls)
    for (const [name, def] of all) {
      expect(`${name} ${def.path}`).toMatch(/^\S+ \/api\/[a-z]/);
    }
  });

  it('has a unique method + path per operation', () => {
    const keys = all.map(([, def]) => `${def.method} ${def.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('only tempPrice and reorderRules shadow another route (so routers register them first)', () => {
    const overlaps: string[] = [];
    for (const [a, da] of all) {
      for (const [b, db] of all) {
        if (a !== b && da.method === db.method && !da.path.includes(':') && patternOf(db.path).test(da.path)) {
          overlaps.push(`${a} ~ ${b}`);
        }
      }
    }
    expect(overlaps).toEqual(['reorderRules ~ updateRule', 'tempPrice ~ assetPrice']);
  });

  it('declares a params schema exactly when the path has :params, with the same keys', () => {
    for (const [name, def] of all) {
      const names = pathParamNames(def.path).sort();
      const keys = def.params ? Object.keys(def.params.shape).sort() : [];
      expect({ name, keys }).toEqual({ name, keys: names });
    }
  });

  it('gives JSON and multipart calls a response schema, files none, and GETs no body', () => {
    for (const [name, def] of all) {
      const expectsResponse = def.kind === 'json' || def.kind === 'multipart';
      expect({ name, hasResponse: def.response !== undefined }).toEqual({ name, hasResponse: expectsResponse });
      expect({ name, fileField: def.fileField }).toEqual({
        name,
        fileField: def.kind === 'multipart' ? 'file' : undefined,
      });
      if (def.method === 'GET') expect({ name, body: def.body }).toEqual({ name, body: undefined });
    }
  });

  it('marks only sign-in (and its methods), registration, logout and the forgotten-password and second-step calls as public', () => {
    expect(
      all
        .filter(([, def]) => def.auth === 'public')
        .map(([name]) => name)
        .sort(),
    ).toEqual([
      'checkResetToken',
      'forgotPassword',
      'getSignInMethods',
      'login',
      'logout',
      'register',
      'resetPassword',
      'twoFactorSignIn',
    ]);
  });

  it('lists the names', () => {
    expect(ENDPOINT_NAMES).toContain('updateTransactionType');
    expect(endpoints.updateTransactionType).toMatchObject({ method: 'PUT', path: '/api/transactions/:id/type' });
    expect(endpoints.uploadTransactions.kind).toBe('multipart');
    expect(endpoints.exportTransactions.kind).toBe('download');
    expect(endpoints.logout.kind).toBe('navigation');
  });
});

describe('buildPath', () => {
  it('fills and encodes :params so a value cannot change the route', () => {
    expect(buildPath('updateTransactionType', { id: 'abc123' })).toBe('/api/transactions/abc123/type');
    expect(buildPath(endpoints.vote, { id: 'a/b c?d#e' })).toBe('/api/features/a%2Fb%20c%3Fd%23e/vote');
    expect(buildPath('downloadReport', { reportUrl: '../user' })).toBe('/api/report/..%2Fuser');
    expect(buildPath('listAssets', {})).toBe('/api/assets');
    expect(buildPath('deleteAsset', { id: 42 })).toBe('/api/assets/42');
  });

  it('throws on a missing or blank parameter', () => {
    const loose: { readonly path: string } = endpoints.deleteAsset;
    expect(() => buildPath(loose, {})).toThrow('Missing path parameter "id" for /api/assets/:id');
    expect(() => buildPath('deleteAsset', { id: '' })).toThrow('Missing path parameter "id"');
  });
});

describe('matchEndpoint', () => {
  it('prefers a static segment over a :param and decodes params', () => {
    expect(matchEndpoint('GET', '/api/assets/price/temp')).toEqual({ name: 'tempPrice', params: {} });
    expect(matchEndpoint('get', '/api/assets/price/a%2Fb')).toEqual({ name: 'assetPrice', params: { id: 'a/b' } });
    expect(matchEndpoint('PUT', '/api/transactions/bulk-update')?.name).toBe('bulkUpdateTransactions');
    expect(matchEndpoint('PUT', '/api/transactions/t1/tags')).toEqual({
      name: 'updateTransactionTags',
      params: { id: 't1' },
    });
    expect(matchEndpoint('DELETE', '/api/features/f1/vote')?.name).toBe('unvote');
    expect(matchEndpoint('PATCH', '/api/features/f1/vote')).toBeNull();
    expect(matchEndpoint('GET', '/api/nothing')).toBeNull();
  });
});

// Compile-time checks (run by `tsc`): each line below must fail to type-check, or tsc reports the directive.
export function typeChecks(): void {
  const listInput: InputOf<'listTransactions'> = { query: { page: 2, pageSize: '50', status: 'manual' } };
  const noInput: InputOf<'listAssets'> = {};
  const typeInput: InputOf<'updateTransactionType'> = { params: { id: 'x' }, body: { transactionType: 'Income' } };
  const output: OutputOf<'listTransactions'>['totalPages'] = 3;
  // @ts-expect-error: path params are required when the path has them
  const missingParams: InputOf<'updateTransactionType'> = { body: { transactionType: 'Income' } };
  // @ts-expect-error: renamed/unknown operations do not exist
  const unknown: InputOf<'getTransactions'> = {};
  // @ts-expect-error: the body field is transactionType, not type
  const wrongBody: InputOf<'updateTransactionType'> = { params: { id: 'x' }, body: { type: 'Income' } };
  // @ts-expect-error: a :param name must match the path
  buildPath('updateTransactionType', { transactionId: 'x' });
  void [listInput, noInput, typeInput, output, missingParams, unknown, wrongBody];
}
