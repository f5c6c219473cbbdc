import { useEffect, useRef, type RefObject } from 'react';

/** What the signing page posts to its parent (shell/src/guest/esign). */
export interface EsignMessage {
  type: 'esign';
  status: 'signed' | 'error';
  provider?: string;
  code?: string;
}

function isEsignMessage(data: unknown): data is EsignMessage {
  const message = data as Partial<EsignMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'esign' && (message.status === 'signed' || message.status === 'error');
}

/**
 * Listens for the signing frame's messages. Only our own origin and only that frame's window count: any other
 * page or frame could post a fake 'signed'.
 */
export function useEsignMessages(frame: RefObject<HTMLIFrameElement>, onMessage: (message: EsignMessage) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (event.origin !== window.location.origin || !source || event.source !== source || !isEsignMessage(event.data)) {
        return;
      }
      handler.current(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame]);
}
