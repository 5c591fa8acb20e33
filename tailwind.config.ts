import type { Config } from 'tailwindcss';

// Design tokens. Tailwind 4 reads this through `@config` in app/globals.css.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        surface: { DEFAULT: '#f7f7fb', dark: '#0f1117' },
        panel: { DEFAULT: '#ffffff', dark: '#171a23' },
        ink: { DEFAULT: '#161821', muted: '#4b5163', dark: '#e8e9f0', 'muted-dark': '#a3a8b8' },
        line: { DEFAULT: '#dfe1ea', dark: '#2a2f3d' },
        accent: { DEFAULT: '#5b4bdb', strong: '#4535c4', soft: '#ecebfd', 'soft-dark': '#262247', dark: '#a99dff' },
        danger: { DEFAULT: '#b42318', dark: '#ff8a80' },
        success: { DEFAULT: '#067647', dark: '#6ce9a6' },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Noto Sans', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
      },
    },
  },
};

export default config;
