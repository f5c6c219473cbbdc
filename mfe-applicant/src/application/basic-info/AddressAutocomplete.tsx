import { useId, useState, type KeyboardEvent } from 'react';
import { getIn, useFormikContext } from 'formik';
import { placeToAddress, type AddressFields, type DynamicField, type PlacePrediction } from '@attest/contracts';
import { FieldFrame, fieldErrorText, useT } from '@attest/shared-ui';
import { useLazyGetPlaceQuery } from './basic-info-api';
import { useBasicInfoForm } from './BasicInfoFormContext';
import { useAddressSuggestions } from './useAddressSuggestions';

export interface AddressAutocompleteProps {
  /** The address1 model (label, required). */
  field: DynamicField;
  country: string;
  /** A chosen place fills these (address1, address2, city, state, zip). */
  onPlace: (address: AddressFields) => void;
}

/**
 * address1 with suggestions from the maps service (a combobox). Choosing one fetches the place and fills
 * the address fields through contracts' placeToAddress; typing by hand always works. A failed place lookup
 * is only logged (spec: geocode failures are only logged).
 */
export function AddressAutocomplete({ field, country, onPlace }: AddressAutocompleteProps) {
  const { t } = useT();
  const reactId = useId();
  const inputId = `aw-address1-${reactId}`.replace(/[^A-Za-z0-9_-]/g, '');
  const listId = `${inputId}-list`;
  const formik = useFormikContext<Record<string, unknown>>();
  const { errors, clearServerError } = useBasicInfoForm();
  const value = String(getIn(formik.values, field.name) ?? '');
  // Suggestions follow typing only, not values filled from a chosen place.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const { suggestions, clear } = useAddressSuggestions(query, country);
  const [fetchPlace] = useLazyGetPlaceQuery();
  const open = suggestions.length > 0;
  const shown = formik.submitCount > 0 || Boolean(getIn(formik.touched, field.name));
  const error = shown ? fieldErrorText(t, errors[field.name]) : null;
  const label = t(field.translation_display_key ?? field.name, field.desc ?? field.name);

  const choose = async (prediction: PlacePrediction) => {
    const input = value;
    setQuery(null);
    clear();
    setActive(-1);
    try {
      const place = await fetchPlace(prediction.place_id, true).unwrap();
      onPlace(placeToAddress(place, input || prediction.description));
    } catch (cause) {
      console.warn('Address lookup failed', cause);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      clear();
      setActive(-1);
    }
  };

  return (
    <FieldFrame field={field} inputId={inputId} errorId={`${inputId}-error`} label={label} error={error}>
      <div className="aw-autocomplete" style={{ flex: '1 1 16rem' }}>
        <input
          id={inputId}
          name={field.name}
          className="at-field__input"
          style={{ width: '100%', boxSizing: 'border-box' }}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          value={value}
          onChange={(event) => {
            clearServerError(field.name);
            setQuery(event.target.value);
            setActive(-1);
            void formik.setFieldValue(field.name, event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            clear();
            void formik.setFieldTouched(field.name, true);
          }}
        />
        {open ? (
          <ul id={listId} role="listbox" className="aw-autocomplete__list" aria-label={t('address_suggestions', 'Address suggestions')}>
            {suggestions.map((s, i) => (
              <li
                key={s.place_id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className="aw-autocomplete__option"
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  void choose(s);
                }}
              >
                {s.description}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </FieldFrame>
  );
}
