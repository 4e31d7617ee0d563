import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * How the landing page reads and changes the address. It loads before the router (issue 18: the signed-out
 * landing page does not download react-router), so it does not import it: without a provider it uses the
 * browser itself (links are full page loads, the modal's query parameters are removed with
 * history.replaceState); the shell's router gives it in-app navigation through <LandingNavigationProvider>.
 */
export interface LandingLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface LandingNavigation {
  location: LandingLocation;
  /** Replaces the current history entry (no new page load). */
  replace(to: LandingLocation): void;
  /** Goes to an in-app path; undefined: let the browser follow the link. */
  go?: (path: string) => void;
}

const browserNavigation: LandingNavigation = {
  get location() {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash };
  },
  replace(to) {
    window.history.replaceState(window.history.state, '', `${to.pathname}${to.search}${to.hash}`);
  },
};

const LandingNavigationContext = createContext<LandingNavigation>(browserNavigation);

export function LandingNavigationProvider({ value, children }: { value: LandingNavigation; children: ReactNode }) {
  return <LandingNavigationContext.Provider value={value}>{children}</LandingNavigationContext.Provider>;
}

export function useLandingNavigation(): LandingNavigation {
  return useContext(LandingNavigationContext);
}

/** A link to an in-app page (the legal pages): the router's navigation when there is one, else a page load. */
export function LandingLink({
  to,
  onClick,
  ...rest
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { go } = useLandingNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (!go || event.defaultPrevented || event.button !== 0 || modified || (rest.target && rest.target !== '_self'))
      return;
    event.preventDefault();
    go(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
