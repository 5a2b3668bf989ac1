import { pino } from 'pino';
import type { Logger } from '../platform/logging';

export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A real pino logger whose JSON lines are kept for assertions (levels: 30 info, 40 warn, 50 error). */
export function captureLogs(level = 'debug'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}
