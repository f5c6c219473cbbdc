import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/app-config';
import { containsSsn, logContext, maskSsn } from './log-context';

export type RootLogger = Logger;

// A JSON string token, escapes included.
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;
// A bare 9-digit JSON number (a value, not part of a longer number).
const JSON_NINE_DIGITS = /([:,[]\s*)(\d{9})(?=\s*[,}\]])/g;

/**
 * The last guard against personal data in logs: a serialized line that still holds SSN-shaped text has it
 * masked inside every JSON string (and a bare 9-digit number becomes a masked string), so the line stays JSON.
 */
export function maskLine(line: string): string {
  if (!containsSsn(line)) {
    return line;
  }
  return line.replace(JSON_STRING, (token) => maskSsn(token)).replace(JSON_NINE_DIGITS, (_m, before: string) => `${before}"*********"`);
}

/** Wraps a destination so every line passes maskLine on its way out. */
export function maskingDestination(inner: { write(line: string): unknown }): DestinationStream {
  return { write: (line: string) => void inner.write(maskLine(line)) };
}

export interface RootLoggerOptions {
  level?: LogLevel;
  /** Where lines go (default: stdout, written synchronously so nothing is lost on exit). */
  destination?: { write(line: string): unknown };
}

/**
 * The process's JSON logger: one line per event, `level` as a name, `time` as ISO, the request's or job's
 * context (requestId, customerId, queue, job, jobId) on every line written inside it, secrets redacted.
 */
export function createRootLogger(options: RootLoggerOptions = {}): RootLogger {
  const destination = options.destination ?? pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ ...logContext.getStore() }),
      redact: {
        paths: ['authorization', 'cookie', 'password', 'token', '*.authorization', '*.cookie', '*.password', '*.token', 'headers.authorization', 'req.headers.authorization', 'req.headers.cookie'],
        censor: '[redacted]',
      },
    },
    maskingDestination(destination),
  );
}

let root: RootLogger | undefined;

/** The one root logger of the process (created at first use with LOG_LEVEL, default info). */
export function rootLogger(): RootLogger {
  root ??= createRootLogger({ level: (process.env.LOG_LEVEL?.toLowerCase() as LogLevel | undefined) || 'info' });
  return root;
}

/** Replaces the process's root logger (createApp does, with the configured level; tests pass a capture). */
export function setRootLogger(logger: RootLogger): void {
  root = logger;
}

// Nest's start-up chatter: module init, one line per controller and per mapped route, "started". Debug only.
const STARTUP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication', 'WebSocketsController', 'NestMicroservice']);

type NestLevel = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
const PINO_LEVEL: Record<NestLevel, 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal'> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

/** Nest's LoggerService on the root logger: Nest's own lines and every `new Logger(context)` become JSON lines. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: () => RootLogger = rootLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('log', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: NestLevel, message: unknown, params: unknown[]): void {
    // Nest appends the context as the last string parameter; error() may put a stack before it.
    const rest = [...params];
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' && rest[0].includes('\n    at ') ? (rest.shift() as string) : undefined;
    let pinoLevel = PINO_LEVEL[level];
    if (context && STARTUP_CONTEXTS.has(context) && pinoLevel === 'info') {
      pinoLevel = 'debug';
    }
    const fields: Record<string, unknown> = {};
    if (context) {
      fields.context = context;
    }
    if (stack) {
      fields.stack = stack;
    }
    const logger = this.logger();
    if (message instanceof Error) {
      logger[pinoLevel]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      logger[pinoLevel]({ ...fields, ...(message as Record<string, unknown>) });
    } else {
      logger[pinoLevel](fields, String(message));
    }
  }
}
