import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { useToast, type ToastItem, type ToastVariant } from '@tracker/shell-sdk';

const Viewport = styled.ol`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(420px, 100vw);
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  outline: none;
  pointer-events: none;
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

const Item = styled.li<{ $variant: ToastVariant }>`
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
  ${({ $variant }) => variants[$variant]}
`;

const Text = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;

function Toast({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  return (
    <Item
      $variant={toast.variant}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid="toast"
    >
      <Text>
        {toast.title ? <Title>{toast.title}</Title> : null}
        {toast.description ? <Description>{toast.description}</Description> : null}
      </Text>
      <Close type="button" aria-label="Close" onClick={onClose}>
        ×
      </Close>
    </Item>
  );
}

/** The toast host: shows the open toast from the shell SDK; F8 moves focus to it (spec §9). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Viewport ref={viewport} tabIndex={-1} aria-label="Notifications (F8)">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <Toast key={t.id} toast={t} onClose={() => dismiss(t.id)} />
        ))}
    </Viewport>
  );
}
