import type { ReactElement } from 'react';
import { renderInShell, type RenderInShellOptions } from '@tracker/shell-sdk/testing';
import { createFakeApi, type FakeApi } from './fakeApi';

/** Renders inside what the shell provides to a remote; network goes to the in-memory API (`api`, created unless given). */
export function renderWithProviders(
  ui: ReactElement,
  options: { api?: FakeApi; route?: string; user?: RenderInShellOptions['user'] } = {},
) {
  const api = options.api ?? createFakeApi();
  return { api, ...renderInShell(ui, { fetch: api.fetch, route: options.route, user: options.user }) };
}
