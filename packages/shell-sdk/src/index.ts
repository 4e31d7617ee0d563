export {
  AuthContext,
  DEFAULT_HOME_CURRENCY,
  LOADING_AUTH,
  useAuth,
  useDisplayLocale,
  useHomeCurrency,
  type AuthState,
  type AuthStatus,
  type ShellUser,
} from './auth';
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  ToastContext,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastProviderProps,
  type ToastVariant,
} from './toast';
export { ShellProvider, type ShellProviderProps } from './ShellProvider';
export { useNotify, type Notify } from './notify';
