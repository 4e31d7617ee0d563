export { theme, categoryColor, mediaUp, CATEGORY_KINDS, type CategoryKind, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { FormButtons, type FormButtonsProps } from './FormButtons';
export { Card, CardDescription, CardHeader, CardTitle } from './Card';
export { TitledCard, type TitledCardProps } from './TitledCard';
export { useResetOnOpen } from './useResetOnOpen';
export { preloadable, type Preloadable } from './preloadable';
export { useLoadedModule, type LoadedModule } from './useLoadedModule';
export { inSuspense, onceOpened } from './lazyDialog';
export { storedFlag, type StoredFlag } from './storedFlag';
export { ErrorCard, type ErrorCardProps } from './ErrorCard';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Spinner, type SpinnerProps } from './Spinner';
export { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';
export { VisuallyHidden } from './VisuallyHidden';
export { Modal, type ModalProps } from './Modal';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { lockPageScroll, useScrollLock } from './scrollLock';
export { tabbableElements } from './focusable';
export { inferCategoryKind, type CategoryGroupsLike } from './categoryKind';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { CategoryBadge, type CategoryBadgeProps } from './CategoryBadge';
export { Switch, type SwitchProps } from './Switch';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Select, SelectInput, type SelectOption, type SelectProps } from './Select';
export { CARD_LAYOUT_MAX_PX, cardRowsBelow, Table, TableScroll, TBody, Td, Th, THead, Tr } from './Table';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ScrollList } from './ScrollList';
export {
  Tooltip,
  TOOLTIP_LONG_PRESS_MS,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipProps,
} from './Tooltip';
export { TruncatedText, type TruncatedTextProps } from './TruncatedText';
export { useDebouncedValue } from './useDebouncedValue';
export { useMediaQuery } from './useMediaQuery';
