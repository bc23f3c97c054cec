import { pino, type Logger } from 'pino';
import type { Config } from '../config.js';

/** The process logger: JSON lines on stdout (pino), secrets redacted. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({
    level,
    base: { service: 'lotto-api' },
    redact: {
      paths: ['req.headers.authorization', 'password', 'oldPassword', 'newPassword', '*.password'],
      censor: '[redacted]',
    },
  });
}
