import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ACCOUNT_NAME, maskAccountNumber } from '@tracker/contracts';
import { Select } from '@tracker/ui-kit';
import { bankAccountsQuery } from '../queries';

/**
 * The account the statement belongs to (GET /api/bank-accounts); 'Default Account' until the user picks one
 * (`byUser` tells the user's pick from that default).
 */
export function AccountSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (id: string, byUser: boolean) => void;
  disabled?: boolean;
}) {
  const accounts = useQuery(bankAccountsQuery());
  const list = accounts.data ?? [];

  useEffect(() => {
    if (value !== '' || list.length === 0) return;
    const preferred = list.find((a) => a.name === DEFAULT_ACCOUNT_NAME) ?? list[0];
    if (preferred) onChange(preferred.id, false);
  }, [value, list, onChange]);

  const options =
    list.length > 0
      ? list.map((a) => {
          const masked = maskAccountNumber(a.accountNumber);
          return { value: a.id, label: masked ? `${a.name} (${masked})` : a.name };
        })
      : [{ value: '', label: accounts.isPending ? 'Loading accounts...' : DEFAULT_ACCOUNT_NAME }];

  return (
    <Select
      label="Account"
      options={options}
      value={value}
      disabled={disabled || list.length === 0}
      onChange={(event) => onChange(event.target.value, true)}
    />
  );
}
