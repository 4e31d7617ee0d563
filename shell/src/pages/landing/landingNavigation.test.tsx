import { fireEvent, render, screen } from '@testing-library/react';
import { AuthModalStateProvider } from '../../auth/modal/AuthModalStateProvider';
import { useAuthModalFromQuery } from '../../auth/modal/useAuthModalFromQuery';
import { LandingLink, LandingNavigationProvider, type LandingNavigation } from './landingNavigation';

const click = (link: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
};

describe('LandingLink', () => {
  it('without a router is a plain link the browser follows', () => {
    render(<LandingLink to="/disclaimer">Disclaimer</LandingLink>);
    const link = screen.getByRole('link', { name: 'Disclaimer' });
    expect(link).toHaveAttribute('href', '/disclaimer');
    expect(click(link).defaultPrevented).toBe(false);
  });

  it("inside the shell's router navigates in-app, but leaves modified clicks to the browser", () => {
    const go = jest.fn();
    const navigation: LandingNavigation = { location: { pathname: '/', search: '', hash: '' }, replace: jest.fn(), go };
    render(
      <LandingNavigationProvider value={navigation}>
        <LandingLink to="/privacy-policy">Privacy Policy</LandingLink>
      </LandingNavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(click(link).defaultPrevented).toBe(true);
    expect(go).toHaveBeenCalledWith('/privacy-policy');
    fireEvent.click(link);
    expect(go).toHaveBeenCalledTimes(2);
  });
});

describe('useAuthModalFromQuery without a router (the light landing page)', () => {
  function Page() {
    useAuthModalFromQuery();
    return null;
  }
  const ModeProbe = ({ mode }: { mode: string | null }) => <output aria-label="Mode">{mode ?? 'closed'}</output>;

  it('opens the asked mode and removes its parameters from the address with a history replace', () => {
    window.history.pushState(null, '', '/?auth=signup&ref=newsletter#top');
    const entries = window.history.length;
    render(
      <AuthModalStateProvider Modal={ModeProbe}>
        <Page />
      </AuthModalStateProvider>,
    );
    expect(screen.getByRole('status', { name: 'Mode' })).toHaveTextContent('signup');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/?ref=newsletter#top');
    expect(window.history.length).toBe(entries);
  });
});
