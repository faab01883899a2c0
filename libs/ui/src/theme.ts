/**
 * Hearth design tokens. Colours meet WCAG AA contrast for text on their intended background
 * (`primary` with white text: 5.2:1). Spacing is a 4 px scale; `breakpoints.mobile` is the
 * header's narrow/wide switch (767 px and below is "narrow").
 */
export const theme = {
  colors: {
    primary: '#c2410c',
    primaryHover: '#9a3412',
    primarySoft: '#fff1e6',
    text: '#1c1917',
    textMuted: '#57534e',
    background: '#fffaf5',
    surface: '#ffffff',
    border: '#e7e5e4',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    success: '#15803d',
    successSoft: '#f0fdf4',
    focus: '#2563eb',
    overlay: 'rgba(28, 25, 23, 0.55)',
  },
  /** `space(n)` = n × 4 px. */
  spacing: (n: number): string => `${n * 4}px`,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  shadows: {
    card: '0 1px 3px rgba(28, 25, 23, 0.08), 0 4px 12px rgba(28, 25, 23, 0.06)',
    popover: '0 8px 30px rgba(28, 25, 23, 0.18)',
  },
  breakpoints: { mobile: 767 },
  zIndex: { header: 100, dropdown: 200, drawer: 300, modal: 400, toast: 500 },
} as const;

export type HearthTheme = typeof theme;

/** Media queries for the breakpoints: `mobile` = ≤ 767 px, `wide` = ≥ 768 px. */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoints.mobile}px)`,
  wide: `@media (min-width: ${theme.breakpoints.mobile + 1}px)`,
} as const;
