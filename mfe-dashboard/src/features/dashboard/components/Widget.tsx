import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle, ErrorCard, Spinner, TruncatedText } from '@tracker/ui-kit';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/**
 * The title and its actions share a line while they fit; otherwise the actions go to a line of their own (at the
 * right) rather than squeeze the title onto two or three lines ('Budget vs Actual Spending' beside its link).
 */
const Header = styled(CardHeader)`
  flex-wrap: wrap;
  row-gap: ${({ theme }) => theme.space(2)};
  & > :not(:first-child) {
    margin-left: auto;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

/** A list row's title: one line, cut with an ellipsis; when cut, the whole text is in a tooltip (hover, focus, tap). */
export const ItemName = styled(TruncatedText)<{ $strong?: boolean }>`
  font-weight: ${({ $strong, theme }) => ($strong ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

/** The small muted line under a list row's title. */
export const ItemMeta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list row's money figure, tinted for money in (success) or owed (danger). */
export const ItemFigure = styled.span<{ $tone?: 'success' | 'danger' }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $tone, theme }) => ($tone ? theme.colors[$tone] : theme.colors.text)};
  align-self: center;
`;

export const EmptyText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
`;

export interface WidgetProps {
  title: string;
  testId: string;
  /** Right side of the header (range buttons, a link). */
  actions?: ReactNode;
  loading?: boolean;
  /** Set when the widget's data could not be read: only this widget shows the failure. */
  error?: { message: string; onRetry: () => void } | null;
  children?: ReactNode;
}

/** One card of the Summary: its title, then its loading, error or content state — each contained in the card. */
export function Widget({ title, testId, actions, loading = false, error = null, children }: WidgetProps) {
  const headingId = `${testId}-title`;
  return (
    <Root data-testid={testId} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Header>
        <CardTitle id={headingId}>{title}</CardTitle>
        {actions}
      </Header>
      <Body>
        {error ? (
          <ErrorCard
            title={`${title} could not be loaded`}
            message={error.message}
            onRetry={error.onRetry}
            testId={`${testId}-error`}
          />
        ) : loading ? (
          <Spinner centered label={`Loading ${title}`} />
        ) : (
          children
        )}
      </Body>
    </Root>
  );
}

/** The widget error of a failed query: the service's answer when it gave one, else a plain sentence. */
export function widgetError(
  query: { isError: boolean; error: unknown; refetch: () => unknown },
  fallback: string,
): WidgetProps['error'] {
  if (!query.isError) return null;
  return { message: fallback, onRetry: () => void query.refetch() };
}
