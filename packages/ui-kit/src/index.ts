export { theme, categoryColor, mediaUp, CATEGORY_KINDS, type CategoryKind, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, CardDescription, CardHeader, CardTitle } from './Card';
export { ErrorCard, type ErrorCardProps } from './ErrorCard';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Spinner, type SpinnerProps } from './Spinner';
export { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';
export { VisuallyHidden } from './VisuallyHidden';
