/**
 * The part of react-router the shell and the remotes use, and the only way they import it.
 *
 * The router must be one federation singleton (a second copy brings its own contexts, and a remote's <Link> would
 * no longer see the shell's router), and a shared module cannot be tree-shaken: sharing react-router-dom itself
 * sent all of it, data routers and server rendering included (≈60 kB gzip), with every signed-in page. Shared
 * instead, this module is the unit each build tree-shakes react-router to (≈15 kB gzip). An export a feature needs
 * is added here; importing react-router(-dom) anywhere else is refused by routerImports.test.ts.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, To } from 'react-router-dom';
