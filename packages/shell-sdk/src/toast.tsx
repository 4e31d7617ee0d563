import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * product.md › Behaviour and Constants and limits: one toast at a time, shown 5000 ms; a dismissed toast
 * is dropped after 1,000,000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; Infinity keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'variant' | 'duration'>> {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  /** False once dismissed: hidden, kept until the removal delay passes or a new toast replaces it. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: ToastOptions) => void;
}

export interface ToastApi {
  toast: (options: ToastOptions) => ToastHandle;
  /** Dismiss one toast, or all without an id. */
  dismiss: (id?: string) => void;
  /** Current toasts (at most TOAST_LIMIT), for the shell's toast host to render. */
  toasts: ToastItem[];
}

export const ToastContext = createContext<ToastApi | null>(null);
ToastContext.displayName = 'ShellToastContext';

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${counter}`;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Default display time for toasts that give none. */
  duration?: number;
}

/** Toast state: add (replacing the previous one), update, dismiss, auto-dismiss after the duration. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id?: string) => {
    setToasts((current) =>
      current.map((t) => ((id === undefined || t.id === id) && t.open ? { ...t, open: false } : t)),
    );
  }, []);

  const update = useCallback((id: string, changes: ToastOptions) => {
    setToasts((current) =>
      current.map((t) =>
        t.id === id
          ? {
              ...t,
              ...changes,
              variant: changes.variant ?? t.variant,
              duration: changes.duration ?? t.duration,
            }
          : t,
      ),
    );
  }, []);

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      const id = nextId();
      const item: ToastItem = {
        id,
        title: options.title,
        description: options.description,
        variant: options.variant ?? 'default',
        duration: options.duration ?? duration,
        open: true,
      };
      setToasts((current) => [item, ...current].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
    },
    [dismiss, update, duration],
  );

  // Auto-dismiss each open toast after its duration; an update that changes the duration restarts it.
  const autoDismissKey = toasts
    .filter((t) => t.open && Number.isFinite(t.duration))
    .map((t) => `${t.id}:${t.duration}`)
    .join('|');
  useEffect(() => {
    if (!autoDismissKey) return undefined;
    const timers = autoDismissKey.split('|').map((entry) => {
      const separator = entry.lastIndexOf(':');
      const id = entry.slice(0, separator);
      const ms = Number(entry.slice(separator + 1));
      return setTimeout(() => dismiss(id), ms);
    });
    return () => timers.forEach(clearTimeout);
  }, [autoDismissKey, dismiss]);

  // A dismissed toast stays (hidden) until the removal delay; a replaced one is gone at once.
  useEffect(() => {
    const timers = removalTimers.current;
    const present = new Set(toasts.map((t) => t.id));
    for (const [id, timer] of timers) {
      if (!present.has(id)) {
        clearTimeout(timer);
        timers.delete(id);
      }
    }
    for (const t of toasts) {
      if (t.open || timers.has(t.id)) continue;
      timers.set(
        t.id,
        setTimeout(() => {
          timers.delete(t.id);
          setToasts((current) => current.filter((other) => other.id !== t.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }, [toasts]);

  useEffect(() => {
    const timers = removalTimers.current;
    return () => {
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss, toasts }), [toast, dismiss, toasts]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

/** Show, update and dismiss toasts from the shell or any remote. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ShellProvider> (the shell provides it to every remote)');
  return api;
}
