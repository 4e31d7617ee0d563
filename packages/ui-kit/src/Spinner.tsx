import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div<{ $centered: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ $centered, theme }) => ($centered ? theme.space(10) : 0)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Circle = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** Announced to assistive technology and, unless hideLabel, shown beside the spinner. */
  label?: string;
  hideLabel?: boolean;
  size?: number;
  /** Centre it with generous padding, as a page or section placeholder. */
  centered?: boolean;
}

export function Spinner({ label = 'Loading...', hideLabel = false, size = 24, centered = false }: SpinnerProps) {
  return (
    <Wrapper role="status" aria-live="polite" $centered={centered}>
      <Circle aria-hidden="true" $size={size} />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </Wrapper>
  );
}
