import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES, type UserSessionInfo } from '@tracker/contracts';
import { createFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { lastSeenText } from './lastSeen';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const session = (fields: Partial<UserSessionInfo>): UserSessionInfo => ({
  id: 'a'.repeat(22),
  device: 'Chrome on Windows',
  address: '203.0.113.5',
  lastSeenAt: new Date(NOW).toISOString(),
  signedInAt: new Date(NOW).toISOString(),
  current: false,
  ...fields,
});

const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${i}m`);

/** One set-up of two-factor sign-in as the service answers it: the secret and QR code, then the recovery codes. */
function interceptSetup(api: ReturnType<typeof createFakeApi>): void {
  api.intercept('POST', /\/two-factor\/setup$/, () => ({
    status: 200,
    body: {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/x',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    },
  }));
  api.intercept('POST', /\/two-factor\/enable$/, () => ({ status: 200, body: { recoveryCodes: RECOVERY_CODES } }));
}
describe('lastSeenText', () => {
  it('says how long ago, in words', () => {
    expect(lastSeenText(new Date(NOW - 30_000).toISOString(), NOW)).toBe('Active now');
    expect(lastSeenText(new Date(NOW - 5 * 60_000).toISOString(), NOW)).toBe('Last seen 5 minutes ago');
    expect(lastSeenText(new Date(NOW - 3 * 3_600_000).toISOString(), NOW)).toBe('Last seen 3 hours ago');
    expect(lastSeenText(new Date(NOW - 26 * 3_600_000).toISOString(), NOW)).toBe('Last seen yesterday');
    expect(lastSeenText(null, NOW)).toBe('Last seen: unknown');
  });
});

describe('SessionsCard', () => {
  it('lists the sessions, marks this device, and signs out one or all the others', async () => {
    const api = createFakeApi();
    let sessions = [
      session({ id: 'c'.repeat(22), device: 'Safari on iOS', current: true }),
      session({ id: 'o'.repeat(22), device: 'Firefox on Linux', address: '198.51.100.9' }),
    ];
    api.intercept('GET', /\/api\/account\/sessions$/, () => ({ status: 200, body: { sessions } }));
    api.intercept('DELETE', /\/api\/account\/sessions\/o+$/, () => {
      sessions = sessions.filter((s) => s.current);
      return { status: 200, body: { ended: 1 } };
    });
    api.intercept('GET', /\/api\/account\/sessions$/, () => ({ status: 200, body: { sessions } }));
    renderWithProviders(<SessionsCard />, { api });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('this device')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/198\.51\.100\.9/)).toBeInTheDocument();
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out Firefox on Linux' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(api.callsTo(`DELETE /api/account/sessions/${'o'.repeat(22)}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign out of all other sessions' })).toBeDisabled();
  });
});

describe('TwoFactorCard', () => {
  it('tells a Google-only account that Google protects its sign-in', async () => {
    const api = createFakeApi();
    api.intercept('GET', /\/api\/account\/two-factor$/, () => ({
      status: 200,
      body: { enabled: false, available: false, recoveryCodesLeft: 0 },
    }));
    renderWithProviders(<TwoFactorCard />, { api });
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.googleOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });

  it('turns on with a first code and shows the recovery codes once', async () => {
    const api = createFakeApi();
    const codes = RECOVERY_CODES;
    api.intercept('GET', /\/api\/account\/two-factor$/, () => ({
      status: 200,
      body: { enabled: false, available: true, recoveryCodesLeft: 0 },
    }));
    interceptSetup(api);
    renderWithProviders(<TwoFactorCard />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    expect(await within(dialog).findByAltText('QR code for your authenticator app')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg/),
    );
    expect(within(dialog).getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const saved = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(
      within(saved)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(within(saved).getByRole('button', { name: 'Sign out of all other sessions' })).toBeEnabled();
    fireEvent.click(within(saved).getByRole('button', { name: 'I saved my codes' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/two-factor/enable')[0]?.body).toEqual({ code: '123456' });
  });

  it('answers a wrong first code without naming recovery codes, which do not exist yet', async () => {
    const api = createFakeApi();
    api.intercept('GET', /\/api\/account\/two-factor$/, () => ({
      status: 200,
      body: { enabled: false, available: true, recoveryCodesLeft: 0 },
    }));
    api.intercept('POST', /\/two-factor\/setup$/, () => ({
      status: 200,
      body: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    }));
    api.intercept('POST', /\/two-factor\/enable$/, () => ({
      status: 400,
      body: { error: TWO_FACTOR_MESSAGES.invalidSetupCode },
    }));
    renderWithProviders(<TwoFactorCard />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    await within(dialog).findByAltText('QR code for your authenticator app');
    fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.invalidSetupCode);
    expect(dialog).not.toHaveTextContent(/recovery/i);
  });
});

describe('TwoFactorSetupDialog', () => {
  it('offers to sign out the other sessions afresh each time it shows the recovery codes', async () => {
    const api = createFakeApi();
    // Each intercept answers once: the dialog is set up twice.
    for (let round = 0; round < 2; round++) interceptSetup(api);
    api.intercept('DELETE', /\/api\/account\/sessions$/, () => ({ status: 200, body: { ended: 1 } }));
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open again
          </button>
          <TwoFactorSetupDialog open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithProviders(<Reopenable />, { api });
    const turnOn = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
      await within(dialog).findByAltText('QR code for your authenticator app');
      fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '123456' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
      return screen.findByRole('dialog', { name: 'Save your recovery codes' });
    };
    const first = await turnOn();
    fireEvent.click(within(first).getByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await within(first).findByRole('button', { name: 'Other sessions signed out' })).toBeDisabled();
    fireEvent.click(within(first).getByRole('button', { name: 'I saved my codes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    const second = await turnOn();
    expect(within(second).getByRole('button', { name: 'Sign out of all other sessions' })).toBeEnabled();
  });
});

describe('PasswordCard', () => {
  it('changes the password, then offers to sign out the other sessions', async () => {
    const api = createFakeApi();
    api.intercept('GET', /\/api\/account\/two-factor$/, () => ({
      status: 200,
      body: { enabled: false, available: true, recoveryCodesLeft: 0 },
    }));
    api.intercept('PUT', /\/api\/account\/password$/, () => ({ status: 200, body: { otherSessions: 2 } }));
    api.intercept('DELETE', /\/api\/account\/sessions$/, () => ({ status: 200, body: { ended: 2 } }));
    renderWithProviders(<PasswordCard />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    const field = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    field('Current password', 'Engine#1843');
    field('New password', 'weak');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    field('New password', 'Analytical#1842');
    field('Confirm new password', 'Analytical#1842');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('still signed in on 2 other devices');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await within(dialog).findByRole('button', { name: 'Other sessions signed out' })).toBeDisabled();
    expect(api.callsTo('PUT /api/account/password')[0]?.body).toEqual({
      currentPassword: 'Engine#1843',
      newPassword: 'Analytical#1842',
    });
    expect(api.callsTo('DELETE /api/account/sessions')).toHaveLength(1);
  });
});
