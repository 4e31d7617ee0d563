import { configure, fireEvent, render, screen } from '@testing-library/react';
import { useAuthModal } from '../auth/modal/AuthModalContext';
import { fetchCurrentUser } from '../auth/currentUser';
import { jsonResponse } from '../test/http';
import { BootRoot } from './BootRoot';

// The lazy modal loads in these tests; on a busy machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

jest.mock('../app/FullApp', () => ({ __esModule: true, default: () => <h1>Signed-in app</h1> }));
// The landing page's own tests cover its content; here it only needs to open the modal.
jest.mock('../pages/landing/LandingPage', () => ({
  LandingPage: function LandingStandIn() {
    const { open } = useAuthModal();
    return (
      <main>
        <h1>Landing page</h1>
        <button onClick={() => open('login')}>Login</button>
      </main>
    );
  },
}));

const never = () => new Promise<Response>(() => undefined);

describe('BootRoot (issue 18: the entry chooses the light landing page or the app)', () => {
  it("at / shows 'Loading...' until the user check answers, then the landing page to a signed-out visitor", async () => {
    let answer: (response: Response) => void = () => undefined;
    const probe = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    render(<BootRoot probe={probe} landing />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer(jsonResponse(401, { message: 'Unauthorized' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signed-in app' })).not.toBeInTheDocument();
  });

  it('shows the landing page when the user check fails on the network', async () => {
    render(<BootRoot probe={Promise.reject(new TypeError('Failed to fetch'))} landing />);
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
  });

  it('loads the signed-in app at / for a signed-in user', async () => {
    render(<BootRoot probe={Promise.resolve(jsonResponse(200, { id: 'u1', email: 'ada@example.com' }))} landing />);
    expect(await screen.findByRole('heading', { name: 'Signed-in app' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Landing page' })).not.toBeInTheDocument();
  });

  it('loads the app at once on every other path, without waiting for the user check', async () => {
    render(<BootRoot probe={never()} landing={false} />);
    expect(await screen.findByRole('heading', { name: 'Signed-in app' })).toBeInTheDocument();
  });

  it('goes straight to the signed-in app at / in a browser that was signed in last time, without waiting', async () => {
    render(<BootRoot probe={never()} landing signedInBefore />);
    expect(await screen.findByRole('heading', { name: 'Signed-in app' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('loads the auth modal when it is first opened, with a reset form', async () => {
    render(<BootRoot probe={Promise.resolve(jsonResponse(401, {}))} landing />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(dialog).toHaveTextContent('Sign in to your account to continue');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('fetchCurrentUser with an answer already asked for', () => {
  const fetchSpy = jest.fn<Promise<Response>, [string, RequestInit?]>();
  beforeEach(() => {
    fetchSpy.mockReset();
    Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchSpy });
  });

  it('reads the user from that answer with the usual parsing, asking nothing again', async () => {
    const user = await fetchCurrentUser(undefined, async () =>
      jsonResponse(200, { id: 'u1', email: 'ada@example.com', firstName: 'Ada' }),
    );
    expect(user).toMatchObject({ id: 'u1', email: 'ada@example.com' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("turns its 401 into 'Unauthorized' and a network failure into 'Failed to fetch user'", async () => {
    await expect(
      fetchCurrentUser(undefined, async () => jsonResponse(401, { message: 'Unauthorized' })),
    ).rejects.toThrow(/^Unauthorized$/);
    await expect(fetchCurrentUser(undefined, () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      /^Failed to fetch user$/,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
