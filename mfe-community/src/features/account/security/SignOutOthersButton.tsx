import { Button } from '@tracker/ui-kit';
import { useEndOtherSessions } from './mutations';

/**
 * 'Sign out of all other sessions', offered once a password is changed or two-factor sign-in is on. It owns its
 * call, so each time a dialog shows it, it starts afresh.
 */
export function SignOutOthersButton() {
  const endOthers = useEndOtherSessions();
  return (
    <Button
      variant="secondary"
      disabled={endOthers.isPending || endOthers.isSuccess}
      onClick={() => endOthers.mutate()}
    >
      {endOthers.isSuccess ? 'Other sessions signed out' : 'Sign out of all other sessions'}
    </Button>
  );
}
