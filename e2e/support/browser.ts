// The URL of the stack the global setup started (the browser itself comes from @tracker/stack-harness).
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e suites through jest.e2e.config.js');
  return url;
}
