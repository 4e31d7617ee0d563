/**
 * The design tokens every area shares: a calm, trustworthy finance palette (deep navy text, a steady blue
 * for actions, green for money in, red reserved for loss and danger).
 */
export const CATEGORY_KINDS = ['budget', 'income', 'savings', 'investment', 'debts', 'expense', 'other'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

const palette = {
  navy900: '#0B1B33',
  navy700: '#1E3A5F',
  slate600: '#475569',
  slate500: '#64748B',
  slate300: '#CBD5E1',
  slate200: '#E2E8F0',
  slate100: '#F1F5F9',
  slate50: '#F7F9FC',
  white: '#FFFFFF',
  blue600: '#2563EB',
  blue700: '#1D4ED8',
  blue50: '#EFF6FF',
  green700: '#047857',
  green50: '#ECFDF5',
  amber600: '#D97706',
  amber50: '#FFFBEB',
  red600: '#DC2626',
  red700: '#B91C1C',
  red50: '#FEF2F2',
} as const;

export const theme = {
  colors: {
    background: palette.slate50,
    surface: palette.white,
    surfaceMuted: palette.slate100,
    border: palette.slate200,
    borderStrong: palette.slate300,
    text: palette.navy900,
    textMuted: palette.slate600,
    textSubtle: palette.slate500,
    heading: palette.navy900,
    brand: palette.navy700,
    primary: palette.blue600,
    primaryHover: palette.blue700,
    primarySoft: palette.blue50,
    onPrimary: palette.white,
    /** Money in and done steps, as text too: 5.5:1 on white (the lighter #059669 was 3.8:1, under WCAG AA). */
    success: palette.green700,
    successSoft: palette.green50,
    warning: palette.amber600,
    warningSoft: palette.amber50,
    danger: palette.red600,
    dangerHover: palette.red700,
    dangerSoft: palette.red50,
    onDanger: palette.white,
    focusRing: 'rgba(37, 99, 235, 0.45)',
    overlay: 'rgba(11, 27, 51, 0.45)',
    /** One colour per category kind (product.md › Data), used by badges, charts and budget rows. */
    category: {
      budget: '#3B82F6',
      income: '#10B981',
      savings: '#14B8A6',
      investment: '#8B5CF6',
      debts: '#EF4444',
      expense: '#F59E0B',
      other: '#64748B',
    } satisfies Record<CategoryKind, string>,
  },
  fonts: {
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  /** 4 px grid: space(4) === '16px'. */
  space: (steps: number): string => `${steps * 4}px`,
  radii: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(11, 27, 51, 0.06)',
    md: '0 4px 12px rgba(11, 27, 51, 0.08)',
    lg: '0 12px 32px rgba(11, 27, 51, 0.16)',
  },
  /**
   * product.md › Constants and limits: the sidebar becomes a drawer below 1024px, the landing header a menu below
   * 768px.
   */
  breakpoints: { landingHeader: 768, sidebar: 1024 },
  zIndices: { header: 10, drawer: 40, modal: 50, toast: 60 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type Theme = typeof theme;

export function categoryColor(kind: CategoryKind, t: Theme = theme): string {
  return t.colors.category[kind];
}

/** Media query for widths at or above a breakpoint: `${mediaUp('sidebar')} { ... }`. */
export function mediaUp(breakpoint: keyof Theme['breakpoints'], t: Theme = theme): string {
  return `@media (min-width: ${t.breakpoints[breakpoint]}px)`;
}

declare module 'styled-components' {
  // styled-components reads the theme type from this interface.
  export interface DefaultTheme extends Theme {}
}
