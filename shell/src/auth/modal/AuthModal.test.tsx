import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient } from '@tracker/api-client';
import { forgetGoogleOffered } from './googleOffered';
import { fakeNetwork, fakeResponse, renderAuthModal, type RecordedCall } from './testing';

const toasts = () => screen.getByRole('list', { name: 'Toasts' });
const dialog = () => screen.getByRole('dialog');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const submitButton = (name: string) => within(dialog()).getByRole('button', { name });

function openLogin() {
  fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
}
function openSignup() {
  fireEvent.click(screen.getByRole('button', { name: 'Open signup' }));
}

function fillSignup(password: string) {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.com');
  type('Password', password);
}

afterEach(() => resetApiClient());

describe('AuthModal modes', () => {
  it('login: Welcome Back / Sign in to your account to continue', async () => {
    renderAuthModal();
    openLogin();
    // The modal's code loads when it first opens (LazyAuthModal).
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toHaveAccessibleDescription(
      'Sign in to your account to continue',
    );
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog()).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog()).getByLabelText('Email')).toBeRequired();
    expect(within(dialog()).getByLabelText('Password')).toBeRequired();
  });

  it('sign-up: Create Account / Get started with your free account, every field required', () => {
    renderAuthModal();
    openSignup();
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toHaveAccessibleDescription(
      'Get started with your free account',
    );
    for (const label of ['First name', 'Last name', 'Email', 'Password']) {
      expect(within(dialog()).getByLabelText(label)).toBeRequired();
    }
    expect(within(dialog()).getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('switches between the modes inside the modal', () => {
    renderAuthModal();
    openLogin();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Already have an account?')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('First name')).toHaveFocus();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog()).getByText("Don't have an account?")).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Email')).toHaveFocus();
  });

  it('starts with empty fields every time it opens', () => {
    renderAuthModal();
    openLogin();
    type('Email', 'ada@example.com');
    type('Password', 'secret');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    openLogin();
    expect(within(dialog()).getByLabelText('Email')).toHaveValue('');
    expect(within(dialog()).getByLabelText('Password')).toHaveValue('');
  });

  it('focuses the first field and returns focus to the opener on close', () => {
    renderAuthModal();
    const opener = screen.getByRole('button', { name: 'Open signup' });
    opener.focus();
    fireEvent.click(opener);
    expect(within(dialog()).getByLabelText('First name')).toHaveFocus();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status', { name: 'Mode' })).toHaveTextContent('closed');
    expect(opener).toHaveFocus();
  });

  it.each([
    ['login', openLogin],
    ['sign-up', openSignup],
  ])('has a password show/hide toggle in the %s form', (_mode, open) => {
    renderAuthModal();
    open();
    const password = within(dialog()).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['login', openLogin, '/auth/google'],
    // The sign-up intent travels along: without Google set up, the sign-up modal (not the login one) comes back.
    ['sign-up', openSignup, '/auth/google?intent=signup'],
  ])(
    'the %s mode has a Google button that leaves for /auth/google where Google is set up',
    async (_mode, open, url) => {
      forgetGoogleOffered();
      fakeNetwork(async () => fakeResponse(200, { google: true }));
      const { navigate } = renderAuthModal();
      open();
      fireEvent.click(await within(dialog()).findByRole('button', { name: 'Continue with Google' }));
      expect(navigate).toHaveBeenCalledWith(url);
    },
  );

  it.each([
    ['login', openLogin],
    ['sign-up', openSignup],
  ])('the %s mode offers no Google button where Google is not set up', async (_mode, open) => {
    forgetGoogleOffered();
    const calls = fakeNetwork(async () => fakeResponse(200, { google: false }));
    renderAuthModal();
    open();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/account/sign-in-methods'));
    await act(async () => {});
    expect(within(dialog()).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByText('or use your email')).not.toBeInTheDocument();
  });

  it('shows a notice it was opened with, as a status message', () => {
    renderAuthModal();
    fireEvent.click(screen.getByRole('button', { name: 'Open with notice' }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Google sign-in is not set up on this server. Please sign in with your email and password.',
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    openLogin();
    expect(within(dialog()).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('sign-up password rules', () => {
  it('lists the requirements and ticks each one the password meets', () => {
    renderAuthModal();
    openSignup();
    const list = within(dialog()).getByRole('list', { name: 'Password requirements' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/\s*\((met|not met yet)\)$/, ''))).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character (!@#$%^&*)',
    ]);
    expect(items.every((li) => li.getAttribute('data-met') === 'false')).toBe(true);
    type('Password', 'abcdefgH');
    expect(items.map((li) => li.getAttribute('data-met'))).toEqual(['true', 'true', 'true', 'false', 'false']);
  });

  it.each(['Short1!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSpecial123', 'Special?Not1'])(
    "rejects '%s' with the 'Invalid Password' toast and sends nothing",
    (password) => {
      const calls = fakeNetwork(async () => fakeResponse(200, { user: { id: 'u1', email: 'ada@example.com' } }));
      renderAuthModal();
      openSignup();
      fillSignup(password);
      fireEvent.click(submitButton('Create Account'));
      expect(within(toasts()).getByText('Invalid Password / does not meet password requirements')).toBeInTheDocument();
      expect(calls).toEqual([]);
      expect(submitButton('Create Account')).toBeEnabled();
    },
  );
});

describe('submitting', () => {
  function deferred() {
    let resolve: (response: Response) => void = () => undefined;
    const promise = new Promise<Response>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  }

  it("signs in: POST /api/login, 'Signing In...' while pending, the success toast, then the reload at /", async () => {
    const answer = deferred();
    const calls = fakeNetwork(() => answer.promise);
    const { navigate } = renderAuthModal();
    openLogin();
    type('Email', 'ada@example.com');
    type('Password', 'Secret1!');
    fireEvent.click(submitButton('Sign In'));

    expect(submitButton('Signing In...')).toBeDisabled();
    fireEvent.click(submitButton('Signing In...'));
    expect(calls).toEqual<RecordedCall[]>([
      { url: '/api/login', method: 'POST', body: { email: 'ada@example.com', password: 'Secret1!' } },
    ]);

    await act(async () => answer.resolve(fakeResponse(200, { user: { id: 'u1', email: 'ada@example.com' } })));
    expect(within(toasts()).getByText("Success! / You've been logged in successfully.")).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(submitButton('Signing In...')).toBeDisabled();
  });

  it("creates an account with email, password, firstName and lastName, then 'Welcome!' and the reload", async () => {
    const calls = fakeNetwork(async () => fakeResponse(200, { user: { id: 'u1', email: 'ada@example.com' } }));
    const { navigate } = renderAuthModal();
    openSignup();
    fillSignup('Str0ng!Pass');
    fireEvent.click(submitButton('Create Account'));
    expect(submitButton('Creating Account...')).toBeDisabled();
    expect(
      await within(toasts()).findByText("Welcome! / Your account has been created and you're now logged in."),
    ).toBeInTheDocument();
    expect(calls).toEqual<RecordedCall[]>([
      {
        url: '/api/register',
        method: 'POST',
        body: { email: 'ada@example.com', password: 'Str0ng!Pass', firstName: 'Ada', lastName: 'Lovelace' },
      },
    ]);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it.each([
    [
      401,
      { error: 'Invalid email or password.', message: 'Invalid email or password.' },
      'Login Failed / Invalid email or password.',
    ],
    [
      429,
      {
        error: 'Too many sign-in attempts. Please try again in 15 minutes.',
        message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      },
      'Login Failed / Too many sign-in attempts. Please try again in 15 minutes.',
    ],
    [401, undefined, 'Login Failed / Invalid email or password.'],
    [500, { message: 'no error field' }, 'Login Failed / Invalid email or password.'],
  ])('a %s login answer (%j) shows "%s" and re-enables the form', async (status, body, shown) => {
    fakeNetwork(async () => fakeResponse(status, body));
    const { navigate } = renderAuthModal();
    openLogin();
    type('Email', 'ada@example.com');
    type('Password', 'Wrong1!pass');
    fireEvent.click(submitButton('Sign In'));
    expect(await within(toasts()).findByText(shown)).toBeInTheDocument();
    expect(submitButton('Sign In')).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [
      409,
      { error: 'An account with this email already exists.' },
      'Registration Failed / An account with this email already exists.',
    ],
    [500, undefined, 'Registration Failed / Failed to create account. Please try again.'],
  ])('a %s registration answer shows the registration failure', async (status, body, shown) => {
    fakeNetwork(async () => fakeResponse(status, body));
    renderAuthModal();
    openSignup();
    fillSignup('Str0ng!Pass');
    fireEvent.click(submitButton('Create Account'));
    expect(await within(toasts()).findByText(shown)).toBeInTheDocument();
    expect(submitButton('Create Account')).toBeEnabled();
  });

  it.each([
    ['login', openLogin, 'Sign In'],
    ['sign-up', openSignup, 'Create Account'],
  ])(
    "a network failure during %s shows 'Error' / 'Something went wrong. Please try again.'",
    async (_mode, open, button) => {
      fakeNetwork(async () => {
        throw new TypeError('Failed to fetch');
      });
      renderAuthModal();
      open();
      if (button === 'Create Account') fillSignup('Str0ng!Pass');
      else {
        type('Email', 'ada@example.com');
        type('Password', 'Secret1!');
      }
      fireEvent.click(submitButton(button));
      expect(await within(toasts()).findByText('Error / Something went wrong. Please try again.')).toBeInTheDocument();
      expect(submitButton(button)).toBeEnabled();
    },
  );
});
