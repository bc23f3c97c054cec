import type { ThemeConfig } from 'antd';

export const BRAND_RED = '#b71c1c';
export const BRAND_GOLD = '#ffc107';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    colorLink: BRAND_RED,
    // WCAG AA (4.5:1 on white): antd's defaults are 2.5:1 for help text (0.45 black) and 3.2:1
    // for error text and danger buttons (#ff4d4f).
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorError: '#cf1322',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif",
  },
};
