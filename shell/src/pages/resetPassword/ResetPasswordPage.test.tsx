import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient } from '@tracker/api-client';
import { PASSWORD_RESET_MESSAGES } from '@tracker/contracts';
import { fakeNetwork, fakeResponse, renderAuthModal } from '../../auth/modal/testing';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'A'.repeat(43);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function openAt(hash: string, navigate = jest.fn<void, [string]>()) {
  window.history.replaceState(null, '', `/reset-password${hash}`);
  renderAuthModal({ children: <ResetPasswordPage navigate={navigate} reloadDelayMs={0} /> });
  return navigate;
}

afterEach(() => resetApiClient());

describe('the reset password page', () => {
  it('checks the link, takes the token out of the address bar, sets the password and goes to / signed in', async () => {
    const calls = fakeNetwork(async (call) =>
      fakeResponse(200, call.url.endsWith('/check') ? { valid: true } : { signedIn: true }),
    );
    const navigate = openAt(`#token=${TOKEN}`);
    expect(window.location.hash).toBe('');
    await screen.findByLabelText('New password');
    type('New password', 'Analytical#1842');
    type('Confirm new password', 'Analytical#1842');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Password changed / Your new password is set, and every other session was signed out.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/account/password/reset/check', { token: TOKEN }],
      ['/api/account/password/reset', { token: TOKEN, password: 'Analytical#1842' }],
    ]);
  });

  it('sends nothing for a weak password or a confirmation that differs', async () => {
    const calls = fakeNetwork(async () => fakeResponse(200, { valid: true }));
    openAt(`#token=${TOKEN}`);
    await screen.findByLabelText('New password');
    type('New password', 'weak');
    type('Confirm new password', 'weak');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Invalid Password / does not meet password requirements')).toBeInTheDocument();
    type('New password', 'Analytical#1842');
    type('Confirm new password', 'Analytical#1843');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says when a link is expired or used, and offers a new one', async () => {
    const message = PASSWORD_RESET_MESSAGES.invalidLink;
    fakeNetwork(async () => fakeResponse(400, { error: message, message }));
    const navigate = openAt(`#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(navigate).toHaveBeenCalledWith('/?auth=forgot');
  });

  it('says when the link has no token at all, without calling the server', async () => {
    const calls = fakeNetwork(async () => fakeResponse(200, { valid: true }));
    openAt('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(calls).toHaveLength(0);
  });

  it('with two-factor on, asks to sign in with the new password and a code', async () => {
    fakeNetwork(async (call) => fakeResponse(200, call.url.endsWith('/check') ? { valid: true } : { signedIn: false }));
    const navigate = openAt(`#token=${TOKEN}`);
    await screen.findByLabelText('New password');
    type('New password', 'Analytical#1842');
    type('Confirm new password', 'Analytical#1842');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const done = await screen.findByTestId('reset-password-page');
    expect(
      await within(done).findByText(/Sign in with your new password and a code from your authenticator app/),
    ).toBeInTheDocument();
    fireEvent.click(within(done).getByRole('button', { name: 'Sign in' }));
    expect(navigate).toHaveBeenCalledWith('/?auth=login');
  });
});
