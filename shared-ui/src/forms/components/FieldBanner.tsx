import { BANNER_IDS } from '@attest/contracts';
import { useT } from '../../i18n/useT';

/**
 * English fallbacks for the banners (the spec names the ids only; the texts are ours, keyed
 * `banner_<name>` so a customer's translations replace them).
 */
const BANNER_FALLBACKS: Record<keyof typeof BANNER_IDS, string> = {
  basicInfoHomePhone: 'Enter a number where we can reach you at home.',
  basicInfoMobilePhone: 'We may text you about your application at this number.',
  prelimInfoMobilePhone: 'We may text you about your application at this number.',
  prelimInfoHomePhone: 'Enter a number where we can reach you at home.',
  myProfilePhone: 'Keep your phone number up to date so we can reach you.',
  SPLITPAYPERCENTAGEALERT: 'Split pay percentages must add up to 100%.',
};

const nameOfBanner = (bannerId: number) =>
  (Object.keys(BANNER_IDS) as (keyof typeof BANNER_IDS)[]).find((name) => BANNER_IDS[name] === bannerId);

/** A banner by id (params.banner_id); an unknown id shows nothing. */
export function FieldBanner({ bannerId }: { bannerId: number }) {
  const { t } = useT();
  const name = nameOfBanner(bannerId);
  if (!name) {
    return null;
  }
  return (
    <div className="at-banner" role="note" data-banner-id={bannerId}>
      {t(`banner_${name}`, BANNER_FALLBACKS[name])}
    </div>
  );
}
