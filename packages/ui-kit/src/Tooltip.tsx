import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** A pointer resting on a trigger opens its tooltip after this long. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Within this long of a tooltip closing, the next one opens at once (moving along a toolbar). */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** A touch held this long opens the tooltip (a shorter tap is the trigger's own click). */
export const TOOLTIP_LONG_PRESS_MS = 500;
/** Time for the pointer to cross from the trigger onto the tooltip without it closing. */
const LEAVE_GRACE_MS = 100;

/** One tooltip shows at a time, in the whole page: the shell and every remote share this module. */
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

type TriggerProps = {
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

export interface TooltipProps {
  /** What the tooltip says; it also becomes the trigger's description (aria-describedby) while shown. */
  content: ReactNode;
  /** One element that accepts a ref and the pointer and focus handlers (a button, or a focusable span). */
  children: ReactElement<TriggerProps>;
  /** Asked just before opening; false keeps it closed (e.g. text that is not cut off after all). */
  shouldOpen?: () => boolean;
  /** A plain tap opens it too, for triggers with no click action of their own (cut-off text). */
  openOnTap?: boolean;
}

const Bubble = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast + 10};
  max-width: min(320px, calc(100vw - 16px));
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: normal;
  overflow-wrap: anywhere;
  text-align: left;
`;

const GAP = 6;
const EDGE = 8;

/** Above the trigger, or below when there is no room; kept inside the viewport horizontally. */
function place(trigger: DOMRect, bubble: { width: number; height: number }) {
  const fitsAbove = trigger.top - GAP - bubble.height >= EDGE;
  const top = fitsAbove ? trigger.top - GAP - bubble.height : trigger.bottom + GAP;
  const centred = trigger.left + trigger.width / 2 - bubble.width / 2;
  const maxLeft = window.innerWidth - EDGE - bubble.width;
  return { top, left: Math.max(EDGE, Math.min(centred, maxLeft)) };
}

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T }).current = value;
}

/**
 * An accessible tooltip around one trigger element. It opens after a 700 ms hover (at once within 300 ms of another
 * tooltip closing), at once on keyboard focus (focus after a key, not after a click), and on touch after a long press (or a tap with `openOnTap`). Escape,
 * blur, leaving the trigger, a click on it, scrolling or a tap elsewhere close it. While shown, the trigger is
 * described by it (aria-describedby) and the pointer may rest on the bubble itself.
 */
export function Tooltip({ content, children, shouldOpen, openOnTap = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const bubbleRef = useRef<HTMLDivElement | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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
    setPosition(null);
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

  useLayoutEffect(() => {
    if (!open || !triggerRef.current || !bubbleRef.current) return;
    const bubble = bubbleRef.current.getBoundingClientRect();
    setPosition(place(triggerRef.current.getBoundingClientRect(), bubble));
  }, [open, content]);

  // While shown: Escape, scrolling and a press anywhere else close it.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (triggerRef.current?.contains(target) || bubbleRef.current?.contains(target))) return;
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
  }, [open, close]);

  const child = children.props;
  const triggerProps: TriggerProps = {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
      setRef(child.ref, node);
    },
    'aria-describedby': open ? [child['aria-describedby'], id].filter(Boolean).join(' ') : child['aria-describedby'],
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
      if (event.pointerType === 'touch') {
        clearTimeout(pressTimer.current);
        pressTimer.current = setTimeout(() => {
          openedByPress.current = true;
          show();
        }, TOOLTIP_LONG_PRESS_MS);
      } else {
        close();
      }
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

  return (
    <>
      {cloneElement(children, triggerProps)}
      {open &&
        createPortal(
          <Bubble
            ref={bubbleRef}
            id={id}
            role="tooltip"
            style={position ?? { top: 0, left: 0, visibility: 'hidden' }}
            onPointerEnter={() => clearTimeout(leaveTimer.current)}
            onPointerLeave={closeSoon}
          >
            {content}
          </Bubble>,
          document.body,
        )}
    </>
  );
}
