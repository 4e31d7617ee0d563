import { packagePathPattern, sharedChunkSplitting } from './chunks';

describe('shared chunk groups', () => {
  const pattern = packagePathPattern(['react-dom', '@tanstack/react-query', '@tracker/ui-kit']);

  it('matches an installed package, a scoped one and a workspace package by folder, on any platform', () => {
    expect(pattern.test('/r/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(pattern.test('/r/node_modules/@tanstack/react-query/build/modern/index.js')).toBe(true);
    expect(pattern.test('C:\\r\\node_modules\\@tanstack\\react-query\\build\\index.js')).toBe(true);
    expect(pattern.test('/r/packages/ui-kit/src/Button.tsx')).toBe(true);
  });

  it('matches no other package, even one whose name starts the same', () => {
    expect(pattern.test('/r/node_modules/react/index.js')).toBe(false);
    expect(pattern.test('/r/node_modules/react-dom-extra/index.js')).toBe(false);
    expect(pattern.test('/r/node_modules/@tanstack/query-core/build/index.js')).toBe(false);
    expect(pattern.test('/r/packages/ui-kit-next/src/a.ts')).toBe(false);
    expect(pattern.test('/r/shell/src/ui-kit/a.ts')).toBe(false);
  });

  it('makes one named chunk per group for async chunks, the group listed first winning', () => {
    const split = sharedChunkSplitting({ base: ['react'], app: ['react-router'] });
    expect(split).toMatchObject({
      chunks: 'async',
      cacheGroups: {
        base: { name: 'base', enforce: true, priority: 2 },
        app: { name: 'app', enforce: true, priority: 1 },
      },
    });
  });
});
