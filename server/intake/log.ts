// Structured logs: one JSON object a line on stdout (time, level, message, and fields such as the
// request id, method, path, status and duration). Never personal data: no IP address, no body, no
// query string, no names, no e-mail address, no reference; ids are random UUIDs. An error is
// logged by its kind and message, except a failed e-mail's: nodemailer's errors quote the envelope
// and the server's reply (recipients), so only their code and SMTP reply code are kept.
// INTAKE_LOG_LEVEL picks the level (`silent`: none).

import type { LogLevel } from './config';

export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info: (message: string, fields?: LogFields) => void;
  warn: (message: string, error?: unknown, fields?: LogFields) => void;
  error: (message: string, error?: unknown, fields?: LogFields) => void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** What marks an error of a mail transport (nodemailer's SMTP errors carry some of these). */
const MAIL_ERROR_FIELDS = ['responseCode', 'response', 'envelope', 'rejected', 'command'];

const isMailError = (error: Error) => MAIL_ERROR_FIELDS.some((field) => field in error);

/** An e-mail address anywhere in a message (a driver quoting a value, say) is masked. */
const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[a-z]{2,}/gi;
const masked = (text: string | undefined) => text?.replace(ADDRESS, '<address>');

/** What a log line says of an error: its kind, message and stack, addresses masked. */
function errorFields(error: unknown): LogFields {
  if (error instanceof Error && isMailError(error)) {
    const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
    return {
      error: error.name,
      code: typeof code === 'string' ? code : undefined,
      responseCode: typeof responseCode === 'number' ? responseCode : undefined,
    };
  }
  if (error instanceof Error) return { error: error.name, detail: masked(error.message), stack: masked(error.stack) };
  return error === undefined ? {} : { error: masked(String(error)) };
}

/** A logger writing JSON lines at `level` and above through `write` (stdout by default). */
export function jsonLogger(level: LogLevel, write: (line: string) => void = (line) => console.log(line)): Logger {
  const emit = (lineLevel: LogLevel, message: string, fields: LogFields) => {
    if (RANK[lineLevel] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...fields }));
  };
  return {
    info: (message, fields = {}) => emit('info', message, fields),
    warn: (message, error, fields = {}) => emit('warn', message, { ...fields, ...errorFields(error) }),
    error: (message, error, fields = {}) => emit('error', message, { ...fields, ...errorFields(error) }),
  };
}
