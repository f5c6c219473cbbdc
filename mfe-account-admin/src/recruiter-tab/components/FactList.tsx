import { useT } from '@attest/shared-ui';

/** `[translation key, English, value]`; rows without a value are left out. */
export type Fact = [string, string, string | null | undefined];

/** A labelled list of facts that wraps to one column in a narrow frame. */
export function FactList({ facts }: { facts: Fact[] }) {
  const { t } = useT();
  return (
    <dl className="rt-facts">
      {facts
        .filter(([, , value]) => value)
        .map(([key, english, value]) => (
          <div key={key}>
            <dt>{t(key, english)}</dt>
            <dd className="aa-break">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
