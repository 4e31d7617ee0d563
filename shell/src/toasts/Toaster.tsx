import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@tracker/contracts';
import { useToast, type ToastItem, type ToastVariant } from '@tracker/shell-sdk';
import { Tooltip } from '@tracker/ui-kit';
import { useSwipeToDismiss } from './useSwipeToDismiss';

export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY.join('+')})`;

const Region = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: min(420px, 100vw);
  padding: ${({ theme }) => theme.space(4)};
  outline: none;
  pointer-events: none;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 16px)); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`;

const variants: Record<ToastVariant, ReturnType<typeof css>> = {
  default: css`
    border-left-color: ${({ theme }) => theme.colors.primary};
  `,
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
  `,
  destructive: css`
    border-left-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  `,
};

const Item = styled.div<{ $variant: ToastVariant; $dragging: boolean }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  touch-action: pan-y;
  user-select: ${({ $dragging }) => ($dragging ? 'none' : 'auto')};
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 200ms ease-out, opacity 200ms ease-out')};
  animation: ${slideIn} 200ms ease-out;
  ${({ $variant }) => variants[$variant]}
`;

const Text = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -4px -4px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const swipe = useSwipeToDismiss(onDismiss, TOAST_SWIPE_THRESHOLD_PX);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onDismiss();
  };
  const fade = Math.max(0, 1 - swipe.offset / (TOAST_SWIPE_THRESHOLD_PX * 3));
  return (
    <Item
      $variant={toast.variant}
      $dragging={swipe.dragging}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      data-testid="toast"
      data-variant={toast.variant}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)`, opacity: fade } : undefined}
      onKeyDown={onKeyDown}
      {...swipe.handlers}
    >
      <Text>
        {toast.title ? <Title>{toast.title}</Title> : null}
        {toast.description ? <Description>{toast.description}</Description> : null}
      </Text>
      <Tooltip content="Close">
        <Close type="button" aria-label="Close" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Close>
      </Tooltip>
    </Item>
  );
}

/**
 * The toast host (product.md › Behaviour, Constants and limits): shows the open toast from the shell SDK (one at a
 * time; the SDK replaces, updates, times out after 5000 ms and drops dismissed toasts after 1,000,000 ms). Close,
 * Escape on the toast, or a swipe right past 50 px dismisses it; F8 moves focus to the notifications region.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const hotkey = TOAST_HOTKEY.every((key) => event.key === key || event.code === key);
      if (!hotkey) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = toasts.filter((t) => t.open);
  return (
    <Region ref={region} tabIndex={-1} aria-label={TOAST_REGION_LABEL} data-testid="toast-viewport">
      <Stack>
        {open.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </Stack>
    </Region>
  );
}
