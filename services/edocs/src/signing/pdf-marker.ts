/** The marker our signed PDFs carry in Subject and Keywords: how verify tells our files from others after an edit. */
export const SIG_REQUEST_MARKER_PREFIX = 'attest-sig-request:';

export function sigRequestMarker(sigRequestId: number): string {
  return `${SIG_REQUEST_MARKER_PREFIX}${sigRequestId}`;
}

export function parseSigRequestMarker(text: string | undefined | null): number | null {
  const m = text ? new RegExp(`${SIG_REQUEST_MARKER_PREFIX}(\\d{1,10})`).exec(text) : null;
  return m ? Number(m[1]) : null;
}
