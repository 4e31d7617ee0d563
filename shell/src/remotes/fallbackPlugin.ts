import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackModule } from './fallback';

/**
 * Layer 2 of containment: an `errorLoadRemote` runtime plugin. Whatever fails inside loadRemote — the
 * manifest, the remote entry, an exposed chunk, the module factory — ends in the `onLoad` lifecycle, where
 * the plugin answers with a fallback module instead of a rejected promise. Earlier lifecycles are left
 * alone: a manifest error (`afterResolve`) returning nothing lets the failure reach `onLoad`, and a share
 * negotiation (`beforeLoadShare`) simply skips a remote that is down.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tracker-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[remotes] could not load "${args.id}"; showing its fallback`, args.error);
      return createFallbackModule(args.id, args.error);
    },
  };
}
