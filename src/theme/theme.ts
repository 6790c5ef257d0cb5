// Design tokens, the one place colours, spacing and breakpoints are set.
// Text colours are chosen for at least 4.5:1 contrast on their backgrounds.
export const theme = {
  color: {
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primarySoft: '#eff6ff',
    heroBackground: '#e0efff',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    surface: '#ffffff',
    page: '#f8fafc',
    navy: '#0b1f3a',
    onNavy: '#e2e8f0',
    onNavyMuted: '#b6c2d3',
    danger: '#b91c1c',
    success: '#166534',
    successSoft: '#f0fdf4',
    focus: '#1d4ed8',
    focusOnNavy: '#93c5fd',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radius: { small: '6px', medium: '10px', large: '16px' },
  shadow: {
    card: '0 1px 3px rgb(15 23 42 / 0.08), 0 4px 12px rgb(15 23 42 / 0.06)',
    raised: '0 10px 30px rgb(15 23 42 / 0.18)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  /** Below `navCollapse` the header navigation becomes a side menu. */
  breakpoint: { navCollapse: 768, wide: 1024 },
} as const;

export type Theme = typeof theme;

export const media = {
  narrow: `@media (max-width: ${theme.breakpoint.navCollapse - 0.02}px)`,
  notNarrow: `@media (min-width: ${theme.breakpoint.navCollapse}px)`,
  wide: `@media (min-width: ${theme.breakpoint.wide}px)`,
} as const;
