import type { ThemeConfig } from 'antd';

export const BRAND_RED = '#b71c1c';
export const BRAND_GOLD = '#ffc107';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    colorLink: BRAND_RED,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif",
  },
};
