import type { ComponentType } from 'react';

/** What the transactions remote's exposed dialogs take (mfe-transactions ./UploadDialog, ./ManualAddDialog). */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const UPLOAD_DIALOG_ID = 'mfe_transactions/UploadDialog';
export const MANUAL_ADD_DIALOG_ID = 'mfe_transactions/ManualAddDialog';

/** The parts of a Module Federation runtime instance this file uses. */
interface FederationInstance {
  options: { remotes?: ReadonlyArray<{ name: string; alias?: string }> };
  loadRemote<T>(id: string): Promise<T | null>;
}

/** The MF runtime's global registry (set by @module-federation/runtime-core), read without importing the runtime. */
const federationGlobal = () =>
  (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__;

/** Marks the shell's stand-in module for a remote that failed to load (shell/src/remotes/fallback.tsx). */
const REMOTE_FALLBACK = Symbol.for('tracker.remoteFallback');

/**
 * Loads a component another remote exposes, at run time, through the federation instance that knows that remote
 * (the shell's, which registered every remote from /remotes.json). The dashboard never imports another remote's
 * source, so mfe-transactions deploys its dialogs on its own and the dashboard shows the deployed ones. Rejects when
 * no instance knows the remote or when it failed to load (the shell's fallback module), so the caller can say so.
 */
export async function loadExposedComponent<P>(id: string): Promise<ComponentType<P>> {
  const remote = id.slice(0, id.indexOf('/'));
  const host = (federationGlobal()?.__INSTANCES__ ?? []).find((instance) =>
    (instance.options.remotes ?? []).some((r) => r.name === remote || r.alias === remote),
  );
  if (!host) throw new Error(`No federation host knows the remote "${remote}"`);
  const module = await host.loadRemote<{ default?: ComponentType<P> }>(id);
  if (!module || typeof module !== 'object' || REMOTE_FALLBACK in module || typeof module.default !== 'function') {
    throw new Error(`Could not load "${id}"`);
  }
  return module.default;
}
