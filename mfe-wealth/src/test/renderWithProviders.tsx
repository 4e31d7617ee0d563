import type { ReactElement } from 'react';
import type { ShellUser } from '@tracker/shell-sdk';
import { renderInShell } from '@tracker/shell-sdk/testing';
import { createFakeApi, type FakeApi } from './fakeApi';

/** Renders inside what the shell provides to a remote; network goes to the in-memory API (`api`, created unless given). */
export function renderWithProviders(
  ui: ReactElement,
  options: { api?: FakeApi; route?: string; user?: Partial<ShellUser> } = {},
) {
  const api = options.api ?? createFakeApi();
  return { api, ...renderInShell(ui, { fetch: api.fetch, route: options.route, user: options.user }) };
}
