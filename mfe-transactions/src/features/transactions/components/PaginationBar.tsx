import styled from 'styled-components';
import { Button } from '@tracker/ui-kit';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PaginationBarProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * Previous/Next with 'Page X of Y (N total transactions)', only when there is more than one page (product.md › Screens
 * and routes).
 */
export function PaginationBar({ page, totalPages, total, onPage }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label="Pagination">
      <Status aria-live="polite">
        Page {page} of {totalPages} ({total} total transactions)
      </Status>
      <Buttons>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Buttons>
    </Nav>
  );
}
