import { render, screen } from '@testing-library/react';
import { useAuth } from './auth';
import { ShellProvider } from './ShellProvider';

function Who() {
  const auth = useAuth();
  return <p>{auth.status === 'signedIn' ? `${auth.status}:${auth.user.email}` : auth.status}</p>;
}

describe('useAuth', () => {
  it('is loading until the shell knows', () => {
    render(
      <ShellProvider>
        <Who />
      </ShellProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('gives remotes the state the shell provides', () => {
    render(
      <ShellProvider auth={{ status: 'signedIn', user: { id: 'u1', email: 'ada@example.com' } }}>
        <Who />
      </ShellProvider>,
    );
    expect(screen.getByText('signedIn:ada@example.com')).toBeInTheDocument();
  });

  it('explains that it needs the ShellProvider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Who />)).toThrow('useAuth() must be used inside <ShellProvider>');
    consoleError.mockRestore();
  });
});
