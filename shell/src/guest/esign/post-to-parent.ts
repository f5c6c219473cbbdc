/** What the signing page tells the page that framed it (mfe-applicant documents/useEsignMessages). */
export type EsignParentMessage = { type: 'esign'; status: 'signed' } | { type: 'esign'; status: 'error'; provider: string; code: string };

/**
 * Posted to our own origin only: the documents page that frames us is served from it. Opened on its own,
 * `window.parent` is the page itself, which does not listen, so the message is harmless.
 */
export function postToParent(message: EsignParentMessage): void {
  window.parent.postMessage(message, window.location.origin);
}
