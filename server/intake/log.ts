// Structured logs: one JSON object a line on stdout (time, level, message, and fields such as the
// request id, method, path, status and duration). Never personal data: no IP address, no body, no
// query string, no names; ids are random UUIDs. INTAKE_LOG_LEVEL picks the level (`silent`: none).

import type { LogLevel } from './config';

export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info: (message: string, fields?: LogFields) => void;
  warn: (message: string, error?: unknown) => void;
  error: (message: string, error?: unknown) => void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** What a log line says of an error: its kind and message (the stack only below `warn`). */
function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.name, detail: error.message, stack: error.stack };
  return error === undefined ? {} : { error: String(error) };
}

/** A logger writing JSON lines at `level` and above through `write` (stdout by default). */
export function jsonLogger(level: LogLevel, write: (line: string) => void = (line) => console.log(line)): Logger {
  const emit = (lineLevel: LogLevel, message: string, fields: LogFields) => {
    if (RANK[lineLevel] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...fields }));
  };
  return {
    info: (message, fields = {}) => emit('info', message, fields),
    warn: (message, error) => emit('warn', message, errorFields(error)),
    error: (message, error) => emit('error', message, errorFields(error)),
  };
}
