import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient } from '@tracker/api-client';
import { FORGOT_PASSWORD_ASK_OPERATOR, FORGOT_PASSWORD_SENT } from '@tracker/contracts';
import { fakeNetwork, fakeResponse, renderAuthModal, type RecordedCall } from './testing';
import { forgetGoogleOffered } from './googleOffered';

const SIGN_IN_METHODS = '/api/account/sign-in-methods';

const toasts = () => screen.getByRole('list', { name: 'Toasts' });
const dialog = () => screen.getByRole('dialog');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const button = (name: string) => within(dialog()).getByRole('button', { name });

afterEach(() => resetApiClient());

async function openForgot() {
  fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
  await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 10_000 });
  fireEvent.click(button('Forgot password?'));
  expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
}

describe('Forgot password?', () => {
  it('asks for the e-mail, without Google, and shows the one answer whatever the address', async () => {
    const calls = fakeNetwork(async () => fakeResponse(200, { delivery: 'email', message: FORGOT_PASSWORD_SENT }));
    renderAuthModal();
    await openForgot();
    expect(within(dialog()).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Email')).toHaveFocus();
    type('Email', 'ada@example.com');
    fireEvent.click(button('Send reset link'));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_SENT);
    expect(calls.filter((c) => c.url !== SIGN_IN_METHODS)).toEqual<RecordedCall[]>([
      { url: '/api/account/password/forgot', method: 'POST', body: { email: 'ada@example.com' } },
    ]);
    fireEvent.click(button('Back to sign in'));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('tells the visitor to ask the operator on a server without e-mail', async () => {
    fakeNetwork(async () => fakeResponse(200, { delivery: 'operator', message: FORGOT_PASSWORD_ASK_OPERATOR }));
    renderAuthModal();
    await openForgot();
    type('Email', 'ada@example.com');
    fireEvent.click(button('Send reset link'));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Ask the person who runs it');
  });

  it('shows a refusal (too many requests) as a toast and keeps the form', async () => {
    const message = 'Too many password reset requests. Please try again in 15 minutes.';
    fakeNetwork(async () => fakeResponse(429, { error: message, message }));
    renderAuthModal();
    await openForgot();
    type('Email', 'ada@example.com');
    fireEvent.click(button('Send reset link'));
    expect(await within(toasts()).findByText(`Could not send the link / ${message}`)).toBeInTheDocument();
    expect(button('Send reset link')).toBeEnabled();
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    // Google is set up here: the code step still leaves it out.
    forgetGoogleOffered();
    const calls = fakeNetwork(async (call) =>
      call.url === SIGN_IN_METHODS
        ? fakeResponse(200, { google: true })
        : call.url === '/api/login'
          ? fakeResponse(200, { twoFactorRequired: true })
          : fakeResponse(200, { user: { id: 'u1', email: 'ada@example.com', homeCurrency: 'USD' } }),
    );
    const { navigate } = renderAuthModal();
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 10_000 });
    await within(dialog()).findByRole('button', { name: 'Continue with Google' });
    type('Email', 'ada@example.com');
    type('Password', 'Secret1!');
    fireEvent.click(button('Sign In'));
    const code = await within(dialog()).findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Two-factor authentication is on for this account.');
    expect(within(dialog()).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(toasts()).queryByText(/Success!/)).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    type('Authentication code', '123456');
    fireEvent.click(button('Verify'));
    expect(await within(toasts()).findByText("Success! / You've been logged in successfully.")).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(calls.filter((c) => c.url !== SIGN_IN_METHODS).map((c) => [c.url, c.body])).toEqual([
      ['/api/login', { email: 'ada@example.com', password: 'Secret1!' }],
      ['/api/account/two-factor/sign-in', { code: '123456' }],
    ]);
  });

  it("shows a wrong code as 'Login Failed' with the server's text and lets the user try again", async () => {
    const wrong = 'That code is not valid.';
    fakeNetwork(async (call) =>
      call.url === '/api/login'
        ? fakeResponse(200, { twoFactorRequired: true })
        : fakeResponse(401, { error: wrong, message: wrong }),
    );
    renderAuthModal();
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 10_000 });
    type('Email', 'ada@example.com');
    type('Password', 'Secret1!');
    fireEvent.click(button('Sign In'));
    await within(dialog()).findByLabelText('Authentication code');
    type('Authentication code', '000000');
    fireEvent.click(button('Verify'));
    expect(await within(toasts()).findByText(`Login Failed / ${wrong}`)).toBeInTheDocument();
    expect(button('Verify')).toBeEnabled();
  });
});
