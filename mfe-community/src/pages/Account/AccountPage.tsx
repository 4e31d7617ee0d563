import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ErrorCard, mediaUp, PageHeader, Spinner, TitledCard } from '@tracker/ui-kit';
import { BankAccountsCard } from '../../features/account/components/BankAccountsCard';
import { HomeCurrencyCard } from '../../features/account/components/HomeCurrencyCard';
import { ProfileCard } from '../../features/account/components/ProfileCard';
import { QuickActions } from '../../features/account/components/QuickActions';
import { StatsCard } from '../../features/account/components/StatsCard';
import { YourDataCard } from '../../features/account/components/YourDataCard';
import { profileQuery } from '../../features/account/queries';
import { PasswordCard } from '../../features/account/security/PasswordCard';
import { SessionsCard } from '../../features/account/security/SessionsCard';
import { TwoFactorCard } from '../../features/account/security/TwoFactorCard';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);

  ${mediaUp('sidebar')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** product.md › Screens and routes › Account Settings. */
export function AccountPage() {
  const profile = useQuery(profileQuery());
  let profileCard: ReactNode;
  if (profile.isPending) profileCard = <Spinner label="Loading profile..." centered />;
  else if (profile.isError)
    profileCard = <ErrorCard title="Failed to load your profile" onRetry={() => void profile.refetch()} />;
  else profileCard = <ProfileCard profile={profile.data} />;

  return (
    <div data-testid="account-page">
      <PageHeader title="Account Settings" subtitle="Manage your profile, connected accounts and your data." />
      <Columns>
        <Stack>
          {profileCard}
          <HomeCurrencyCard />
          <BankAccountsCard />
          <TitledCard title="Recent Activity">
            <Muted>Activity tracking is coming soon.</Muted>
          </TitledCard>
          <PasswordCard />
          <TwoFactorCard />
          <SessionsCard />
          {profile.data ? <YourDataCard email={profile.data.email} /> : null}
        </Stack>
        <Stack>
          <StatsCard />
          <QuickActions />
        </Stack>
      </Columns>
    </div>
  );
}
