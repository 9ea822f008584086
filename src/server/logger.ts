import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** JSON logs in production; readable lines in development. */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>): Logger {
  if (config.env === 'development') {
    return pino({
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true } },
    });
  }
  return pino({ level: config.logLevel });
}
