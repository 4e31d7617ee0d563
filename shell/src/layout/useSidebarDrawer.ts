import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from '@tracker/router';
import { trapTab } from './focusables';
import { useIsWideScreen } from './useIsWideScreen';
import { useScrollLock } from '@tracker/ui-kit';

export interface SidebarDrawer {
  /** From 1024px the sidebar is a fixed panel and never a drawer. */
  isWide: boolean;
  /** The drawer is showing (only below 1024px). */
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** The menu button that opens it: focus returns here when it closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The drawer panel: Tab is kept inside it while it is open. */
  panelRef: RefObject<HTMLDivElement | null>;
  /** Where focus goes when it opens. */
  initialFocusRef: RefObject<HTMLButtonElement | null>;
  onPanelKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The sidebar's drawer state below 1024px (product.md › Screens and routes › Sidebar, Behaviour › Menus):
 * closed by default; it closes on
 * navigation, on Escape, and when the window widens past the breakpoint (it stays closed if it narrows
 * again); the page behind it does not scroll; focus moves into it, stays inside, and returns to the menu
 * button when it closes.
 */
export function useSidebarDrawer(): SidebarDrawer {
  const isWide = useIsWideScreen();
  const { pathname } = useLocation();
  // Remembering where it was opened makes any navigation close it, without an effect per location.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = !isWide && openedAt === pathname;

  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const initialFocusRef = useRef<HTMLButtonElement | null>(null);

  const open = useCallback(() => setOpenedAt(pathname), [pathname]);
  const close = useCallback(() => setOpenedAt(null), []);

  useEffect(() => {
    if (isWide) setOpenedAt(null);
  }, [isWide]);

  useScrollLock(isOpen);

  useEffect(() => {
    if (!isOpen) return undefined;
    initialFocusRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Give focus back to the menu button unless the user already put it somewhere else.
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || panelRef.current?.contains(active);
      if (focusWasInside) triggerRef.current?.focus();
    };
  }, [isOpen]);

  const onPanelKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (isOpen && panelRef.current) trapTab(event, panelRef.current);
    },
    [isOpen],
  );

  return { isWide, isOpen, open, close, triggerRef, panelRef, initialFocusRef, onPanelKeyDown };
}
