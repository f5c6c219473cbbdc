import { useState } from 'react';
import { TextField, useT } from '@attest/shared-ui';
import type { ContentOption, CustomerContent } from '../api/source-content';

export interface ContentChoice {
  templateIds: number[];
  packageIds: number[];
}

export interface ContentPickerProps {
  content: CustomerContent;
  choice: ContentChoice;
  onChange: (choice: ContentChoice) => void;
  disabled?: boolean;
}

const toggle = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/** Templates and packages to transfer (a package brings its templates); a search narrows both lists. */
export function ContentPicker({ content, choice, onChange, disabled }: ContentPickerProps) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const match = (o: ContentOption) => !search.trim() || o.name.toLowerCase().includes(search.trim().toLowerCase());
  return (
    <div>
      <TextField label={t('transfer_search', 'Search templates and packages')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <div className="bt-pick">
        <ChecklistGroup
          legend={t('transfer_templates_n', 'Templates ({{n}} chosen)', { n: choice.templateIds.length })}
          empty={t('transfer_no_templates', 'No templates.')}
          options={content.templates.filter(match)}
          chosen={choice.templateIds}
          disabled={disabled}
          detail={(o) => (o.detail ? t('transfer_external_id', 'External id {{id}}', { id: o.detail }) : null)}
          onToggle={(id) => onChange({ ...choice, templateIds: toggle(choice.templateIds, id) })}
        />
        <ChecklistGroup
          legend={t('transfer_packages_n', 'Packages ({{n}} chosen)', { n: choice.packageIds.length })}
          empty={t('transfer_no_packages', 'No packages.')}
          options={content.packages.filter(match)}
          chosen={choice.packageIds}
          disabled={disabled}
          detail={(o) => (o.detail === '1' ? t('transfer_package_templates_one', '1 template') : t('transfer_package_templates', '{{n}} templates', { n: o.detail ?? '0' }))}
          onToggle={(id) => onChange({ ...choice, packageIds: toggle(choice.packageIds, id) })}
        />
      </div>
    </div>
  );
}

interface ChecklistGroupProps {
  legend: string;
  empty: string;
  options: ContentOption[];
  chosen: number[];
  disabled?: boolean;
  detail: (o: ContentOption) => string | null;
  onToggle: (id: number) => void;
}

function ChecklistGroup({ legend, empty, options, chosen, disabled, detail, onToggle }: ChecklistGroupProps) {
  return (
    <fieldset className="at-fieldset" style={{ minWidth: 0 }}>
      <legend>{legend}</legend>
      {options.length ? (
        <ul className="bt-checks">
          {options.map((o) => (
            <li key={o.id}>
              <label>
                <input type="checkbox" checked={chosen.includes(o.id)} disabled={disabled} onChange={() => onToggle(o.id)} />
                <span>
                  {o.name}
                  {detail(o) ? (
                    <>
                      <br />
                      <small>{detail(o)}</small>
                    </>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </fieldset>
  );
}
