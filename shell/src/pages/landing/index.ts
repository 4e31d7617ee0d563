export { LandingPage } from './LandingPage';
/** The landing footer (legal links, © 2025) and brand mark, for signed-out pages that want the same frame. */
export { LandingFooter } from './LandingFooter';
export { BrandLogo } from './BrandLogo';
