// One theme for every app: remotes read it through styled-components' ThemeProvider, which
// the shell (or a remote's standalone bootstrap) mounts once.
export const theme = {
  colors: {
    background: '#f6f8f4',
    surface: '#ffffff',
    text: '#1c2a1f',
    muted: '#5f6f63',
    border: '#dbe3d8',
    primary: '#1f7a3d',
    primaryHover: '#186432',
    primaryText: '#ffffff',
    secondary: '#e8f1e9',
    secondaryText: '#1c2a1f',
    destructive: '#c62828',
    destructiveText: '#ffffff',
    gold: '#c99a06',
    // Text on goldSoft or white: gold itself is 2.4:1 there (axe: serious), this is 5.8:1.
    goldText: '#7a5c00',
    goldSoft: '#fff6d6',
    info: '#1d5fbf',
    infoSoft: '#e3edfb',
    success: '#2b7530', // 5:1 on successSoft (WCAG AA for small text)
    successSoft: '#e5f4e6',
    warning: '#b26a00',
    focus: '#4c9ffe',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  shadows: {
    card: '0 1px 3px rgba(16, 40, 20, 0.08)',
    dialog: '0 12px 40px rgba(16, 40, 20, 0.25)',
  },
  breakpoints: { md: '768px' },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Typed `props.theme` in every styled component of every app.
  export interface DefaultTheme extends Theme {}
}
