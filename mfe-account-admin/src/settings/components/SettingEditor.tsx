import type { ConfigurationCatalogEntryDto } from '@attest/contracts';
import { isConfigOn } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

interface Props {
  entry: ConfigurationCatalogEntryDto;
  id: string;
  value: string;
  disabled: boolean;
  describedBy: string;
  onChange(value: string): void;
}

/** The editor that fits the key's type: on/off, a choice, a number, one line of text, or a text area. */
export function SettingEditor({ entry, id, value, disabled, describedBy, onChange }: Props) {
  const { t } = useT();
  const common = { id, disabled, 'aria-describedby': describedBy, className: 'st-input' };
  if (entry.type === 'boolean') {
    return (
      <select {...common} value={isConfigOn(value) ? 'true' : 'false'} onChange={(e) => onChange(e.target.value)}>
        <option value="true">{t('settings_on', 'On')}</option>
        <option value="false">{t('settings_off', 'Off')}</option>
      </select>
    );
  }
  if (entry.type === 'enum') {
    return (
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        {(entry.options ?? []).map((o) => (
          <option key={o} value={o}>{o}</option>
        ))}
      </select>
    );
  }
  if (entry.type === 'json' || entry.type === 'html') {
    return <textarea {...common} rows={3} value={value} onChange={(e) => onChange(e.target.value)} spellCheck={false} />;
  }
  return (
    <input
      {...common}
      type={entry.type === 'number' ? 'number' : 'text'}
      min={entry.min ?? undefined}
      max={entry.max ?? undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
