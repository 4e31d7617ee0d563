import styled from 'styled-components';
import { PRODUCT_NAME } from './landingText';

const Wrap = styled.span<{ $tone: 'dark' | 'light' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ $tone, theme }) => ($tone === 'light' ? theme.colors.onPrimary : theme.colors.brand)};
  white-space: nowrap;
`;

/** The product mark and name. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Wrap $tone={tone}>
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="#2563EB" />
        <path
          d="M8 22l5-5 4 3 7-8"
          fill="none"
          stroke="#FFFFFF"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="12" r="2" fill="#FFFFFF" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </Wrap>
  );
}
