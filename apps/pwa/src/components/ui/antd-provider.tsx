import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '@/styles/theme';

/**
 * antd's theme and its App context (message, modal, notification) for the part of the page below.
 * The shell and Home's first screen use no antd at all (antd's runtime is most of the main-thread
 * work a cheap phone would do before showing the last result), so each screen, tool or dialog that
 * uses antd wraps itself in this instead of the root doing it once.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
