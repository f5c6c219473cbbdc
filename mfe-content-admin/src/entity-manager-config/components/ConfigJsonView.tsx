import { useEffect, useState } from 'react';
import { useT } from '@attest/shared-ui';

export interface ConfigJsonViewProps {
  config: Record<string, unknown>;
  readOnly: boolean;
  onChange: (next: Record<string, unknown>) => void;
}

/** The whole configuration as JSON; a change applies once it parses to an object. */
export function ConfigJsonView({ config, readOnly, onChange }: ConfigJsonViewProps) {
  const { t } = useT();
  const json = JSON.stringify(config, null, 2);
  const [text, setText] = useState(json);
  const [bad, setBad] = useState(false);
  // The structured form changed the config: show it, unless the text being typed already says the same.
  useEffect(() => {
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === JSON.stringify(config) ? current : json;
      } catch {
        return current;
      }
    });
  }, [json, config]);
  const edit = (next: string) => {
    setText(next);
    try {
      const parsed: unknown = JSON.parse(next);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        setBad(true);
        return;
      }
      setBad(false);
      onChange(parsed as Record<string, unknown>);
    } catch {
      setBad(true);
    }
  };
  return (
    <div className="at-field">
      <label className="at-field__label" htmlFor="emc-json">
        {t('emc_json', 'Configuration (JSON)')}
      </label>
      <textarea id="emc-json" className="emc-json" spellCheck={false} readOnly={readOnly} value={text} aria-invalid={bad || undefined} aria-describedby={bad ? 'emc-json-error' : undefined} onChange={(e) => edit(e.target.value)} />
      {bad ? (
        <span id="emc-json-error" className="scl-error">
          {t('emc_json_invalid', 'This is not a JSON object yet; the last valid version is kept.')}
        </span>
      ) : null}
    </div>
  );
}
