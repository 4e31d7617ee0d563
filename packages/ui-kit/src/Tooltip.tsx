import {
  cloneElement,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { setRef, triggerHandlers, useDismissWhileOpen, useTooltipState, type TriggerProps } from './tooltipState';

export { TOOLTIP_LONG_PRESS_MS, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltipState';

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

/**
 * An accessible tooltip around one trigger element. It opens after a 700 ms hover (at once within 300 ms of another
 * tooltip closing), at once on keyboard focus (focus after a key, not after a click), and on touch after a long press
 * (or a tap with `openOnTap`). Escape, blur, leaving the trigger, a click on it, scrolling or a tap elsewhere close
 * it. While shown, the trigger is described by it (aria-describedby) and the pointer may rest on the bubble itself.
 */
export function Tooltip({ content, children, shouldOpen, openOnTap = false }: TooltipProps) {
  const id = useId();
  const state = useTooltipState(shouldOpen);
  const { open } = state;
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const bubbleRef = useRef<HTMLDivElement | null>(null);
  useDismissWhileOpen(
    state,
    useCallback(() => [triggerRef.current, bubbleRef.current], []),
  );

  useLayoutEffect(() => {
    if (!open) return setPosition(null);
    if (!triggerRef.current || !bubbleRef.current) return;
    setPosition(place(triggerRef.current.getBoundingClientRect(), bubbleRef.current.getBoundingClientRect()));
  }, [open, content]);

  const child = children.props;
  const triggerProps: TriggerProps = {
    ...triggerHandlers(child, state, openOnTap),
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
      setRef(child.ref, node);
    },
    'aria-describedby': open ? [child['aria-describedby'], id].filter(Boolean).join(' ') : child['aria-describedby'],
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
            onPointerEnter={state.cancelLeave}
            onPointerLeave={state.closeSoon}
          >
            {content}
          </Bubble>,
          document.body,
        )}
    </>
  );
}
