import { randomBytes } from 'crypto';

/** socket.io path of the hub (docs/api.md, "Real time"). */
export const HUB_PATH = '/hub';

const PREFIX = /^[a-z][a-z0-9-]{0,39}$/;
const EVENT_NAME = /^[A-Za-z0-9_-]{16,120}$/;

/** `<prefix>-<128 random bits>`: unguessable, so knowing a name is not enough to listen (ownership is checked too). */
export function randomEventName(prefix: string): string {
  if (!PREFIX.test(prefix)) {
    throw new RangeError(`Event name prefix must match ${PREFIX.source}, got "${prefix}"`);
  }
  return `${prefix}-${randomBytes(16).toString('base64url')}`;
}

export function isValidEventName(value: unknown): value is string {
  return typeof value === 'string' && EVENT_NAME.test(value);
}

/** The socket.io room of an event name; the prefix keeps it apart from the per-socket rooms (socket ids). */
export function roomFor(eventName: string): string {
  return `event:${eventName}`;
}
