/**
 * The Tooltip's behaviour apart from its looks: when it opens and closes (hover delay, warm start, long press, focus
 * after a key, the grace to reach the bubble), and the handlers it puts on its trigger. One tooltip shows at a time in
 * the whole page: the shell and every remote share this module.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type MutableRefObject,
  type PointerEvent,
  type Ref,
} from 'react';

/** A pointer resting on a trigger opens its tooltip after this long. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Within this long of a tooltip closing, the next one opens at once (moving along a toolbar). */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** A touch held this long opens the tooltip (a shorter tap is the trigger's own click). */
export const TOOLTIP_LONG_PRESS_MS = 500;
/** Time for the pointer to cross from the trigger onto the tooltip without it closing. */
const LEAVE_GRACE_MS = 100;

/** The tooltip showing now, if any (one at a time). */
let closeOpenTooltip: (() => void) | null = null;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * Whether the person's last input was a key (not a pointer): focus opens a tooltip only then, as :focus-visible
 * shows a ring, so focus that a click, a dialog opening or closing moves does not pop tooltips up for a mouse user.
 */
let keyboardLast = false;
let modalityWatched = false;
function watchInputModality(): void {
  if (modalityWatched || typeof document === 'undefined') return;
  modalityWatched = true;
  document.addEventListener(
    'keydown',
    () => {
      keyboardLast = true;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    () => {
      keyboardLast = false;
    },
    true,
  );
}

export type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onContextMenu?: (event: MouseEvent<HTMLElement>) => void;
};

type Timer = MutableRefObject<ReturnType<typeof setTimeout> | undefined>;

/** A tooltip's open state and the ways it opens and closes. */
export interface TooltipState {
  open: boolean;
  close: () => void;
  show: () => void;
  showAfterDelay: () => void;
  closeSoon: () => void;
  cancelLeave: () => void;
  openRef: MutableRefObject<boolean>;
  pressTimer: Timer;
  openedByPress: MutableRefObject<boolean>;
}

export function useTooltipState(shouldOpen: (() => boolean) | undefined): TooltipState {
  const [open, setOpen] = useState(false);
  const openTimer: Timer = useRef(undefined);
  const leaveTimer: Timer = useRef(undefined);
  const pressTimer: Timer = useRef(undefined);
  const openedByPress = useRef(false);
  const openRef = useRef(false);

  const close = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(leaveTimer.current);
    clearTimeout(pressTimer.current);
    if (!openRef.current) return;
    openRef.current = false;
    lastClosedAt = Date.now();
    if (closeOpenTooltip === close) closeOpenTooltip = null;
    setOpen(false);
  }, []);

  const show = useCallback(() => {
    clearTimeout(leaveTimer.current);
    if (openRef.current) return;
    if (shouldOpen && !shouldOpen()) return;
    if (closeOpenTooltip && closeOpenTooltip !== close) closeOpenTooltip();
    closeOpenTooltip = close;
    openRef.current = true;
    setOpen(true);
  }, [close, shouldOpen]);

  const showAfterDelay = () => {
    clearTimeout(openTimer.current);
    clearTimeout(leaveTimer.current);
    if (openRef.current) return;
    const warm = Boolean(closeOpenTooltip) || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (warm) show();
    else openTimer.current = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
  };

  const closeSoon = () => {
    clearTimeout(openTimer.current);
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(close, LEAVE_GRACE_MS);
  };

  useEffect(watchInputModality, []);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(leaveTimer.current);
      clearTimeout(pressTimer.current);
      if (closeOpenTooltip === close) {
        closeOpenTooltip = null;
        if (openRef.current) lastClosedAt = Date.now();
      }
    },
    [close],
  );

  const cancelLeave = () => clearTimeout(leaveTimer.current);
  return { open, close, show, showAfterDelay, closeSoon, cancelLeave, openRef, pressTimer, openedByPress };
}

/** While shown: Escape, scrolling and a press anywhere but the trigger or the bubble close it. */
export function useDismissWhileOpen(
  { open, close }: TooltipState,
  inside: () => ReadonlyArray<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      if (target && inside().some((element) => element?.contains(target))) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', close, true);
    };
  }, [open, close, inside]);
}

/** Pointer and touch handlers on the trigger, each calling the trigger's own first. */
function pointerHandlers(child: TriggerProps, state: TooltipState, openOnTap: boolean): TriggerProps {
  const { show, close, showAfterDelay, closeSoon, openRef, pressTimer, openedByPress } = state;
  return {
    onPointerEnter: (event) => {
      child.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') showAfterDelay();
    },
    onPointerLeave: (event) => {
      child.onPointerLeave?.(event);
      if (event.pointerType !== 'touch') closeSoon();
    },
    onPointerDown: (event) => {
      child.onPointerDown?.(event);
      openedByPress.current = false;
      if (event.pointerType !== 'touch') return close();
      clearTimeout(pressTimer.current);
      pressTimer.current = setTimeout(() => {
        openedByPress.current = true;
        show();
      }, TOOLTIP_LONG_PRESS_MS);
    },
    onPointerUp: (event) => {
      child.onPointerUp?.(event);
      clearTimeout(pressTimer.current);
      if (event.pointerType === 'touch' && openOnTap && !openedByPress.current) {
        if (openRef.current) close();
        else show();
      }
    },
    onPointerCancel: (event) => {
      child.onPointerCancel?.(event);
      clearTimeout(pressTimer.current);
    },
  };
}

/** Every handler the tooltip puts on its trigger: pointer, focus (after a key only), and the click a long press ends in. */
export function triggerHandlers(child: TriggerProps, state: TooltipState, openOnTap: boolean): TriggerProps {
  const { show, close, openedByPress } = state;
  return {
    ...pointerHandlers(child, state, openOnTap),
    onFocus: (event) => {
      child.onFocus?.(event);
      if (keyboardLast) show();
    },
    onBlur: (event) => {
      child.onBlur?.(event);
      close();
    },
    onClick: (event) => {
      // A long press showed the tooltip; the click the browser sends after it must not also act.
      if (openedByPress.current) {
        openedByPress.current = false;
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      child.onClick?.(event);
    },
    onContextMenu: (event) => {
      if (openedByPress.current) event.preventDefault();
      child.onContextMenu?.(event);
    },
  };
}

export function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T }).current = value;
}
