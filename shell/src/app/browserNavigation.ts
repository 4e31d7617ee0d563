/**
 * Full-page navigations to paths the server answers (/auth/google, /api/logout): the SPA router must not
 * handle them. One module object, so component tests can observe the navigation instead of performing it.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
