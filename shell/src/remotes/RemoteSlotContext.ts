import { createContext, useContext } from 'react';

export interface RemoteSlot {
  /** Area id, e.g. "budget": used in test ids (remote-error-budget). */
  area: string;
  /** Human label, e.g. "Budget". */
  label: string;
  /** Load the area again (after a failure). */
  retry: () => void;
}

/** Which area a remote is being rendered for, so a fallback can show that area's error card. */
export const RemoteSlotContext = createContext<RemoteSlot | null>(null);

export function useRemoteSlot(): RemoteSlot | null {
  return useContext(RemoteSlotContext);
}
