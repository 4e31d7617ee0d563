export { AuthModalProvider, type AuthModalProviderProps } from './AuthModalProvider';
export { useAuthModal, type AuthModalApi, type OpenAuthModalOptions } from './AuthModalContext';
export { useAuthModalFromQuery } from './useAuthModalFromQuery';
export type { AuthModalMode, AuthNotice } from './authText';
