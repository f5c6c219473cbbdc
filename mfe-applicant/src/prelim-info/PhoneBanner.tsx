import { BANNER_IDS } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

const FALLBACKS = {
  prelimInfoMobilePhone: 'We may text you about your application at this number.',
  prelimInfoHomePhone: 'Enter a number where we can reach you at home.',
} as const;

/**
 * The banners above the prelim-info phones (ids 3 and 4). Same markup and keys (`banner_<name>`) as the
 * form engine's FieldBanner, which shared-ui does not export.
 */
export function PhoneBanner({ name }: { name: keyof typeof FALLBACKS }) {
  const { t } = useT();
  return (
    <div className="at-banner" role="note" data-banner-id={BANNER_IDS[name]}>
      {t(`banner_${name}`, FALLBACKS[name])}
    </div>
  );
}
