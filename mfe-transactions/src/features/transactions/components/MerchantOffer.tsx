import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@tracker/ui-kit';

const Box = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  margin-bottom: ${({ $inline, theme }) => ($inline ? 0 : theme.space(3))};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  flex: 1 1 260px;
  margin: 0;
`;

export interface MerchantOfferState {
  id: string;
  category: string;
  merchant: string;
  otherRows: number;
}

export interface MerchantOfferProps {
  offer: MerchantOfferState;
  busy: boolean;
  onApply: () => void;
  onDismiss: () => void;
  /** Under its row in the table (else above the table, brought into view: the row has left the list). */
  inline?: boolean;
}

/** 'Apply to the N other rows from this merchant', offered right after a person changed one row's category. */
export function MerchantOffer({ offer, busy, onApply, onDismiss, inline = false }: MerchantOfferProps) {
  const rows = offer.otherRows === 1 ? 'row' : 'rows';
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [offer]);
  return (
    <Box ref={box} $inline={inline} role="region" aria-label="Apply to this merchant" data-testid="merchant-offer">
      <Text>
        {offer.category} was set on one {offer.merchant} row. {offer.otherRows} other {rows} from this merchant{' '}
        {offer.otherRows === 1 ? 'is' : 'are'} not yet decided.
      </Text>
      <Button size="sm" disabled={busy} onClick={onApply}>
        {`Apply to the ${offer.otherRows} other ${rows} from this merchant`}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </Box>
  );
}
