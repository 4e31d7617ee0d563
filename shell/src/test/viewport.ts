/**
 * jsdom has no layout and no window.matchMedia. This stands in for the browser's media queries with a
 * settable viewport width: min-width / max-width queries are evaluated against it, and changing it fires
 * 'change' on every list whose answer changed, as resizing a real window does.
 */
type Listener = (event: MediaQueryListEvent) => void;

interface Entry {
  query: string;
  listeners: Set<Listener>;
  last: boolean;
}

let width = 1280;
const entries = new Set<Entry>();

function evaluate(query: string): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  if (parts.length === 0) throw new Error(`viewport stand-in cannot evaluate the media query "${query}"`);
  return parts.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

function matchMedia(query: string): MediaQueryList {
  const entry: Entry = { query, listeners: new Set(), last: evaluate(query) };
  entries.add(entry);
  const list = {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/** Installs the stand-in (call in beforeEach) at this width. */
export function installViewport(initialWidth: number): void {
  width = initialWidth;
  entries.clear();
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

/** Resizes the window: media query listeners hear about the change. */
export function resizeViewport(newWidth: number): void {
  width = newWidth;
  for (const entry of entries) {
    const now = evaluate(entry.query);
    if (now === entry.last) continue;
    entry.last = now;
    const event = { matches: now, media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}
