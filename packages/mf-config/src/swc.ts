import type { SwcLoaderOptions } from '@rspack/core';

/**
 * builtin:swc-loader options for our TypeScript + React source (app code and internal packages).
 * `detectSyntax: 'auto'` picks the parser from the extension, so `.ts` keeps generic arrows like `<T,>()`
 * unambiguous and `.tsx` gets JSX.
 */
export function swcLoaderOptions(isDev: boolean): SwcLoaderOptions {
  return {
    detectSyntax: 'auto',
    jsc: {
      target: 'es2020',
      transform: {
        // The automatic runtime imports `react/jsx-runtime`, shared through the `react/` entry of the map.
        react: { runtime: 'automatic', development: isDev },
      },
      // styled-components names its generated classes from the component; keeping class and function
      // names in development makes them readable in React DevTools and in the DOM.
      keepClassNames: isDev,
    },
    isModule: 'unknown',
  };
}
