import { createQueryClient } from './queryClient';

describe('createQueryClient', () => {
  it('uses the data-fetching defaults of product.md › Constants and limits', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('the default query function', () => {
  it('is the api-client one (GET of the key parts joined with "/")', async () => {
    const { defaultQueryFn } = await import('@tracker/api-client');
    expect(createQueryClient().getDefaultOptions().queries?.queryFn).toBe(defaultQueryFn);
  });
});
