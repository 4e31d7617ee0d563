import { useEffect } from 'react';

/**
 * Page scroll lock shared by everything that overlays the page (modal, mobile menu, drawer). Counted, so a
 * modal opened from an open menu keeps the page locked until both are gone; the scrollbar's width is padded
 * back so the page does not jump sideways.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockPageScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/** Locks page scroll while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockPageScroll() : undefined), [active]);
}
