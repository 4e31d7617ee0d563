import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { tabbableElements } from '@tracker/ui-kit';

/**
 * Keeps Tab and Shift+Tab cycling inside `container` (a modal drawer): from the last element Tab wraps to
 * the first and the other way round. Returns true when it moved the focus.
 */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = tabbableElements(container);
  if (items.length === 0) return false;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
