import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { tabbableElements } from './focusable';
import { useScrollLock } from './scrollLock';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop and the close button. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Shown under the title and announced as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Focused when the modal opens; default: the first control inside it. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus returns on close; default: whatever was focused when it opened. */
  returnFocusTo?: HTMLElement | null;
  /** Panel width on wide screens, in px. */
  width?: number;
  testId?: string;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};
`;

const Panel = styled.div<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  margin: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => `${theme.space(7)} ${theme.space(6)} ${theme.space(6)}`};
  animation: ${rise} ${({ theme }) => theme.transitions.normal};

  &:focus {
    outline: none;
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding-right: ${({ theme }) => theme.space(8)};
  text-align: left;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.heading};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered over the page in a portal, labelled by its title, page
 * scroll locked, Tab and Shift+Tab kept inside, closed by Escape, the backdrop or the × button, focus moved in
 * on open and given back on close.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  closeLabel = 'Close',
  initialFocusRef,
  returnFocusTo,
  width = 440,
  testId,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // Read at close time, so the latest handler and return target are used without re-running the effects.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useScrollLock(true);

  // Focus moves in on open and goes back on close (if that element is still on the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on open and close, see below
  useEffect(() => {
    const previous = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    returnFocusRef.current = previous;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? tabbableElements(panel)[0] : null) ?? panel;
    target?.focus();
    return () => {
      const back = returnFocusRef.current;
      if (back?.isConnected) back.focus();
    };
    // Only on open and close: later changes of these props must not move focus.
  }, []);

  useEffect(() => {
    returnFocusRef.current = returnFocusTo ?? returnFocusRef.current;
  }, [returnFocusTo]);

  // Escape closes from anywhere on the page, not only while focus is inside the panel.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbables = tabbableElements(panelRef.current);
    if (tabbables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    const active = document.activeElement;
    const outside = !(active instanceof Node) || !panelRef.current.contains(active) || active === panelRef.current;
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click closes only when it both started and ended on the backdrop (not a text selection dragged out).
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <Backdrop
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      data-testid={testId ? `${testId}-backdrop` : undefined}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={trapTab}
        data-testid={testId}
        $width={width}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
        </Header>
        {children}
        <CloseButton type="button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
          <CloseIcon />
        </CloseButton>
      </Panel>
    </Backdrop>
  );
}
