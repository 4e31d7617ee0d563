/**
 * A yes/no remembered in this browser's localStorage ('1' when set). Storage may be disabled or full (private
 * modes): then the flag reads as unset and setting it does nothing, so it can only ever be a convenience.
 * No React here: the shell's entry reads flags before the shared modules load (`@tracker/ui-kit/storedFlag`).
 */
export interface StoredFlag {
  isSet(): boolean;
  set(on: boolean): void;
}

export function storedFlag(key: string): StoredFlag {
  return {
    isSet() {
      try {
        return window.localStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set(on) {
      try {
        if (on) window.localStorage.setItem(key, '1');
        else window.localStorage.removeItem(key);
      } catch {
        // storage disabled or full
      }
    },
  };
}
