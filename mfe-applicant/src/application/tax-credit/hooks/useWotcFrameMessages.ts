import { useEffect, useRef, type RefObject } from 'react';
import type { WotcStatus } from '@attest/contracts';

const STATUSES: readonly string[] = ['INIT', 'COMPLETE', 'OPTED_OUT', 'ERROR'];

/** The origin of the survey page (relative URLs are the app's own). */
export function frameOrigin(surveyUrl: string): string | null {
  try {
    return new URL(surveyUrl, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * Listens for `{ type: 'wotc', status }` posted by the survey frame. Only messages from that frame
 * (its window, at its origin, which is the app's own origin) count; anything else is ignored.
 */
export function useWotcFrameMessages(frame: RefObject<HTMLIFrameElement>, surveyUrl: string | null, onStatus: (status: WotcStatus) => void): void {
  const handler = useRef(onStatus);
  handler.current = onStatus;
  useEffect(() => {
    const origin = surveyUrl ? frameOrigin(surveyUrl) : null;
    if (!origin || origin !== window.location.origin) {
      return undefined;
    }
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) {
        return;
      }
      const data = event.data as { type?: unknown; status?: unknown } | null;
      if (data && data.type === 'wotc' && typeof data.status === 'string' && STATUSES.includes(data.status)) {
        handler.current(data.status as WotcStatus);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, surveyUrl]);
}
