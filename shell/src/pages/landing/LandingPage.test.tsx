import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from '@tracker/router';
import { renderAuthModal } from '../../auth/modal/testing';
import { LandingPage } from './LandingPage';
import { browserNavigation } from '../../app/browserNavigation';

/**
 * jsdom has no matchMedia: a stand-in with a settable window width that answers min-width queries and
 * prefers-reduced-motion, and tells listeners when a resize changes an answer.
 */
const media = (() => {
  let width = 1280;
  let reducedMotion = false;
  const lists: { query: string; last: boolean; listeners: Set<EventListenerOrEventListenerObject> }[] = [];
  const evaluate = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (!min) throw new Error(`unexpected media query ${query}`);
    return width >= Number(min[1]);
  };
  const matchMedia = (query: string): MediaQueryList => {
    const entry = { query, last: evaluate(query), listeners: new Set<EventListenerOrEventListenerObject>() };
    lists.push(entry);
    const list: Pick<MediaQueryList, 'media' | 'matches' | 'addEventListener' | 'removeEventListener'> = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        entry.listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        entry.listeners.delete(listener);
      },
    };
    return list as MediaQueryList;
  };
  return {
    install(w: number, reduced = false) {
      width = w;
      reducedMotion = reduced;
      lists.length = 0;
      Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
    },
    resize(w: number) {
      width = w;
      for (const entry of lists) {
        const now = evaluate(entry.query);
        if (now === entry.last) continue;
        entry.last = now;
        const event = new Event('change');
        entry.listeners.forEach((listener) =>
          typeof listener === 'function' ? listener(event) : listener.handleEvent(event),
        );
      }
    },
  };
})();

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderLanding(initialPath = '/') {
  return renderAuthModal({
    initialPath,
    children: (
      <>
        <LandingPage />
        <LocationProbe />
      </>
    ),
  });
}

beforeEach(() => {
  media.install(1280);
  document.body.style.overflow = '';
});

describe('LandingPage content', () => {
  it('has the landmarks and one level-1 heading', () => {
    renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the six feature cards of the spec, in order, with their texts', () => {
    renderLanding();
    const cards = screen.getAllByTestId('feature-card');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'AI-Powered Categorisation',
      'Smart Budget Tracking',
      'Wealth Tracking',
      'AI Insights',
      'Easy Data Import',
      'Secure & Private',
    ]);
    expect(cards[0]).toHaveTextContent(/categorised automatically with AI/);
    expect(cards[1]).toHaveTextContent(/real time, with notifications and tips/);
    expect(cards[2]).toHaveTextContent(/investments, assets and liabilities .* net worth/);
    expect(cards[3]).toHaveTextContent(/informational only/);
    expect(cards[4]).toHaveTextContent(/CSV or Excel/);
    expect(cards[5]).toHaveTextContent(/encrypted/);
  });

  it("has the closing 'Start Your Free Account' link to /auth/google; a click carries the sign-up intent", () => {
    renderLanding();
    const link = screen.getByRole('link', { name: 'Start Your Free Account' });
    expect(link).toHaveAttribute('href', '/auth/google');
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    try {
      fireEvent.click(link);
      expect(assign).toHaveBeenCalledWith('/auth/google?intent=signup');
    } finally {
      assign.mockRestore();
    }
  });

  it('has the disclaimer strip and a footer with the legal links and 2025', () => {
    renderLanding();
    const strip = screen.getByRole('complementary', { name: 'Disclaimer' });
    expect(strip).toHaveTextContent(/provides no financial advice/);
    expect(strip).toHaveTextContent(/consult a licensed professional/);
    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(within(legal).getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', '/disclaimer');
    expect(footer).toHaveTextContent('© 2025 Budget & Wealth Tracker');
  });

  it('plays a muted, looping demo video inline, with a pause control', () => {
    renderLanding();
    const video = screen.getByLabelText(/^Demo of Budget & Wealth Tracker/);
    if (!(video instanceof HTMLVideoElement)) throw new Error('the demo is not a <video>');
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('muted');
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.querySelector('source')).toHaveAttribute('src', '/demo.webm');
    expect(screen.getByRole('button', { name: 'Pause demo video' })).toBeInTheDocument();
  });

  it('does not autoplay the demo for visitors who prefer reduced motion', () => {
    media.install(1280, true);
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderLanding();
    const video = screen.getByLabelText(/^Demo of/);
    if (!(video instanceof HTMLVideoElement)) throw new Error('the demo is not a <video>');
    expect(pause).toHaveBeenCalled();
    expect(video.autoplay).toBe(false);
    expect(screen.getByRole('button', { name: 'Play demo video' })).toBeInTheDocument();
    pause.mockRestore();
  });
});

describe('LandingPage and the auth modal', () => {
  // The desktop header buttons are hidden by CSS below 768px, and jsdom applies no media queries: they are
  // covered by the browser tests at 1280px; here the menu path covers the header.
  it("'Get Started Free' opens the sign-up modal and the hero's Sign In the login modal", async () => {
    renderLanding();
    const getStarted = screen.getByRole('button', { name: 'Get Started Free' });
    getStarted.focus();
    fireEvent.click(getStarted);
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getStarted).toHaveFocus();

    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it.each([
    ['/?auth=signup', 'Create Account', null],
    ['/?auth=login', 'Welcome Back', null],
    [
      '/?auth=login&notice=google-not-configured',
      'Welcome Back',
      'Google sign-in is not set up on this server. Please sign in with your email and password.',
    ],
    [
      '/?auth=login&notice=google-failed',
      'Welcome Back',
      'Google sign-in did not complete. Please try again or use your email and password.',
    ],
    // Where /auth/google?intent=signup lands without Google set up: the sign-up modal, worded for sign-up.
    [
      '/?auth=signup&notice=google-not-configured',
      'Create Account',
      'Google sign-in is not set up on this server. Please create your account with your email and password.',
    ],
  ])('%s opens the %s modal, shows its notice and clears the query', (path, title, notice) => {
    renderLanding(path);
    const dialog = screen.getByRole('dialog', { name: title });
    if (notice) expect(within(dialog).getByRole('status')).toHaveTextContent(notice);
    else expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/);
  });

  it('ignores unknown values but still removes them, and keeps other parameters', () => {
    renderLanding('/?auth=admin&notice=nope&ref=newsletter');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/?ref=newsletter');
  });
});

describe('LandingHeader below 768px', () => {
  const toggle = () => screen.getByRole('button', { name: /menu$/ });
  const menu = () => screen.queryByRole('navigation', { name: 'Menu' });

  it('opens a menu with Login and Sign Up, locking page scroll, and closes when the window widens past 768px', () => {
    media.install(375);
    renderLanding();
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();

    fireEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()!).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(menu()!).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    act(() => media.resize(767));
    expect(menu()).toBeInTheDocument();
    act(() => media.resize(768));
    expect(menu()).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to the menu button', () => {
    media.install(375);
    renderLanding();
    fireEvent.click(toggle());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(menu()).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('opens either mode from the menu and returns focus to the menu button when the modal closes', () => {
    media.install(375);
    renderLanding();
    fireEvent.click(toggle());
    fireEvent.click(within(menu()!).getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(toggle());
    fireEvent.click(within(menu()!).getByRole('button', { name: 'Sign Up' }));
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
