import type { I9ImageSide } from '@attest/contracts';

/**
 * The example photo: a drawing of an identity card seen from the front (photo, name lines) or the back (stripe,
 * barcode), filling the frame, so the person sees how to hold the document. Drawn inline: no image files.
 */
export function DocumentIllustration({ side, label }: { side: I9ImageSide; label: string }) {
  return (
    <svg className="i9-capture__example" viewBox="0 0 160 100" role="img" aria-label={label}>
      <rect x="4" y="4" width="152" height="92" rx="8" fill="#eff6ff" stroke="#1d4ed8" strokeWidth="2" />
      {side === 'front' ? (
        <>
          <rect x="14" y="18" width="38" height="48" rx="3" fill="#bfdbfe" />
          <circle cx="33" cy="35" r="9" fill="#1d4ed8" opacity="0.6" />
          <path d="M19 62 q14 -18 28 0" fill="#1d4ed8" opacity="0.6" />
          <rect x="62" y="20" width="80" height="7" rx="2" fill="#1d4ed8" opacity="0.7" />
          <rect x="62" y="34" width="64" height="5" rx="2" fill="#93c5fd" />
          <rect x="62" y="45" width="72" height="5" rx="2" fill="#93c5fd" />
          <rect x="62" y="56" width="50" height="5" rx="2" fill="#93c5fd" />
          <rect x="14" y="76" width="128" height="6" rx="2" fill="#93c5fd" />
        </>
      ) : (
        <>
          <rect x="4" y="16" width="152" height="16" fill="#1e3a8a" opacity="0.8" />
          {Array.from({ length: 22 }, (_, i) => (
            <rect key={i} x={16 + i * 6} y="48" width={i % 3 === 0 ? 3 : 1.5} height="26" fill="#1e3a8a" />
          ))}
          <rect x="16" y="80" width="96" height="5" rx="2" fill="#93c5fd" />
        </>
      )}
    </svg>
  );
}
