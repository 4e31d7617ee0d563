import styled from 'styled-components';

/** First stop for keyboard users: jumps past the navigation to the page. */
export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &:focus {
    left: ${({ theme }) => theme.space(4)};
  }
`;
