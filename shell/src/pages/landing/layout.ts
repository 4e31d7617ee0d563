import styled from 'styled-components';

/** The landing page's content width and side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: 1160px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
`;

/** A link that looks like a primary or secondary button (for navigations that leave the app). */
export const ButtonLink = styled.a<{ $variant?: 'primary' | 'light' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3.5)} ${theme.space(7)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-decoration: none;
  transition: background ${({ theme }) => theme.transitions.fast};
  background: ${({ $variant, theme }) => ($variant === 'light' ? theme.colors.surface : theme.colors.primary)};
  color: ${({ $variant, theme }) => ($variant === 'light' ? theme.colors.brand : theme.colors.onPrimary)};

  &:hover {
    background: ${({ $variant, theme }) => ($variant === 'light' ? theme.colors.primarySoft : theme.colors.primaryHover)};
  }
  &:focus-visible {
    outline: 3px solid ${({ $variant, theme }) => ($variant === 'light' ? theme.colors.surface : theme.colors.focusRing)};
    outline-offset: 3px;
  }
`;
