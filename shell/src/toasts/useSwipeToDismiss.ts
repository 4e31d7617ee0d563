import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** Movement under this is still a click or a tap, not the start of a swipe. */
const SWIPE_START_PX = 5;

interface Gesture {
  pointerId: number;
  startX: number;
  swiping: boolean;
}

export interface SwipeToDismiss {
  /** How far the toast is dragged to the right, in px (0 when at rest). */
  offset: number;
  /** True while a finger or the mouse is dragging it. */
  dragging: boolean;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
    onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  };
}

/**
 * Swipe right to dismiss (product.md › Constants and limits: past 50 px). Pointer events cover mouse, touch and pen
 * alike. The pointer is captured only once the toast really moves, so a plain click still reaches the Close button; the
 * click that ends a swipe is swallowed. Released short of the threshold, the toast springs back.
 */
export function useSwipeToDismiss(onDismiss: () => void, thresholdPx: number): SwipeToDismiss {
  const gesture = useRef<Gesture | null>(null);
  const justSwiped = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const reset = () => {
    gesture.current = null;
    setDragging(false);
    setOffset(0);
  };

  return {
    offset,
    dragging,
    handlers: {
      onPointerDown(event) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        gesture.current = { pointerId: event.pointerId, startX: event.clientX, swiping: false };
        justSwiped.current = false;
      },
      onPointerMove(event) {
        const current = gesture.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const delta = event.clientX - current.startX;
        if (!current.swiping) {
          if (Math.abs(delta) < SWIPE_START_PX) return;
          current.swiping = true;
          setDragging(true);
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(Math.max(0, delta));
      },
      onPointerUp(event) {
        const current = gesture.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const delta = event.clientX - current.startX;
        justSwiped.current = current.swiping;
        if (current.swiping) event.currentTarget.releasePointerCapture?.(event.pointerId);
        reset();
        if (delta > thresholdPx) onDismiss();
      },
      onPointerCancel: reset,
      onClickCapture(event) {
        if (!justSwiped.current) return;
        justSwiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
