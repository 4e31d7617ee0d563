import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** A custom colour (e.g. a category colour); overrides the tone. */
  color?: string;
  title?: string;
}

const Pill = styled.span<{ $fg: string; $bg: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
`;

/** A small status label. With `color`, the text takes the colour on a 12% tint of it. */
export function Badge({ children, tone = 'neutral', color, title }: BadgeProps) {
  return (
    <Pill
      title={title}
      $fg={color ?? toneColors[tone].fg}
      $bg={color ? `color-mix(in srgb, ${color} 14%, transparent)` : toneColors[tone].bg}
    >
      {children}
    </Pill>
  );
}

// Static (not theme-driven) so the badge can be rendered anywhere, even outside a ThemeProvider in tests.
const toneColors: Record<BadgeTone, { fg: string; bg: string }> = {
  neutral: { fg: '#475569', bg: '#F1F5F9' },
  primary: { fg: '#1D4ED8', bg: '#EFF6FF' },
  success: { fg: '#047857', bg: '#ECFDF5' },
  warning: { fg: '#B45309', bg: '#FFFBEB' },
  danger: { fg: '#B91C1C', bg: '#FEF2F2' },
};
