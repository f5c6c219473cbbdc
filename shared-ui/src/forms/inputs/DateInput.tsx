import { useRef, useState } from 'react';
import {
  compareYmd, defaultDateRange, DISPLAY_DATE_FORMAT, formatDateTypingChange, formatDisplayYmd, formatServerYmd, isDateTypingComplete,
  parseAnyDate, parseDisplayYmd, parseServerDateTime, TIME_STEP_MINUTES, timeStepOptions, type Ymd,
} from '@attest/contracts';
import { useT } from '../../i18n/useT';
import { asText, type FieldInputProps } from './field-input-props';

const TIME_OPTIONS = timeStepOptions();
const pad = (n: number) => String(n).padStart(2, '0');

/** Splits a stored value ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or text still being typed) into what the inputs show. */
function splitValue(value: string): { typed: string; ymd: Ymd | null; minutes: number | null } {
  // Only stored (ISO) values are split; anything else is text still being typed and is shown as is.
  const parsed = /^\d{4}-\d{2}-\d{2}/.test(value) ? parseServerDateTime(value) : null;
  if (!parsed) {
    return { typed: value, ymd: null, minutes: null };
  }
  const date = parsed.date;
  const ymd = { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
  return { typed: formatDisplayYmd(ymd), ymd, minutes: parsed.hasTime ? date.getUTCHours() * 60 + date.getUTCMinutes() : null };
}

const joinValue = (ymd: Ymd, minutes: number | null) =>
  minutes == null ? formatServerYmd(ymd) : `${formatServerYmd(ymd)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export interface DateInputProps extends FieldInputProps {
  /** Today as YYYY-MM-DD, for the default range (tests and server agree on it). */
  today?: string;
}

/** A small calendar glyph for the button that opens the picker (decorative: the button has a label). */
function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z" />
    </svg>
  );
}

/** Opens the browser's own date picker of the hidden calendar input (without showPicker: focus and click it). */
function openPicker(input: HTMLInputElement | null): void {
  if (!input) {
    return;
  }
  try {
    if (typeof input.showPicker === 'function') {
      input.showPicker();
      return;
    }
  } catch {
    // showPicker refuses in some situations (cross-origin frame): fall back below.
  }
  input.focus();
  input.click();
}

/**
 * Datatype 4, the date picker: one control per date — the typed MM/DD/YYYY box (contracts'
 * formatDateTyping: no letters, slashes after 2 and 5 digits, complete at 10) with a calendar button in
 * it that opens the browser's picker limited to min/max (default ±100 years); with params.with_time a
 * time in 15-minute steps. A complete valid date is stored as YYYY-MM-DD ('YYYY-MM-DD HH:mm' with time);
 * incomplete text is kept as typed so validation can name it.
 */
export function DateInput(props: DateInputProps) {
  const { field, inputId, label, value, onChange, onBlur, disabled, invalid, describedBy, today } = props;
  const { t } = useT();
  const calendar = useRef<HTMLInputElement>(null);
  const [pickerError, setPickerError] = useState<string | null>(null);
  const withTime = Boolean(field.params?.with_time);
  const format = field.params?.date_format || DISPLAY_DATE_FORMAT;
  const range = defaultDateRange(today);
  const min = (field.params?.min_date && parseAnyDate(field.params.min_date)) || range.min;
  const max = (field.params?.max_date && parseAnyDate(field.params.max_date)) || range.max;
  const { typed, ymd, minutes } = splitValue(asText(value));

  const invalidDate = t('date_picker_invalid', 'Please select a valid date');
  const accept = (next: Ymd | null, nextMinutes: number | null, text: string) => {
    if (next && compareYmd(next, min) >= 0 && compareYmd(next, max) <= 0) {
      setPickerError(null);
      onChange(joinValue(next, withTime ? (nextMinutes ?? 0) : null));
    } else {
      setPickerError(isDateTypingComplete(text) || next ? invalidDate : null);
      onChange(text);
    }
  };
  const onType = (raw: string) => {
    const text = formatDateTypingChange(typed, raw);
    accept(isDateTypingComplete(text) ? parseDisplayYmd(text) : null, minutes, text);
  };
  const onLeave = () => {
    if (typed && !ymd && !isDateTypingComplete(typed)) {
      setPickerError(t('date_picker_format', 'Invalid date format, expected: {{format}}', { format: withTime ? `${format} h:mm a` : format }));
    }
    onBlur();
  };

  return (
    <div className="at-dyn-date">
      <div className="at-dyn-date__control">
        <input
          id={inputId}
          name={field.name}
          className="at-field__input"
          type="text"
          inputMode="numeric"
          placeholder={format}
          value={typed}
          disabled={disabled}
          aria-invalid={invalid || Boolean(pickerError) || undefined}
          aria-required={field.required || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onType(event.target.value)}
          onBlur={onLeave}
        />
        <button
          type="button"
          className="at-dyn-date__open"
          aria-label={t('open_calendar', 'Open the calendar: {{label}}', { label })}
          disabled={disabled}
          onClick={() => openPicker(calendar.current)}
        >
          <CalendarIcon />
        </button>
        {/* The browser's picker behind the button, not a second control: out of the tab order and hidden from assistive technology. */}
        <input
          ref={calendar}
          type="date"
          className="at-dyn-date__calendar"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={label}
          min={formatServerYmd(min)}
          max={formatServerYmd(max)}
          value={ymd ? formatServerYmd(ymd) : ''}
          disabled={disabled}
          onChange={(event) => {
            const picked = parseAnyDate(event.target.value);
            accept(picked, minutes, picked ? formatDisplayYmd(picked) : '');
          }}
        />
      </div>
      {withTime ? (
        <select
          className="at-field__input at-dyn-date__time"
          aria-label={t('choose_time', 'Time of {{label}}', { label })}
          value={minutes == null ? '' : String(Math.round(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES)}
          disabled={disabled || !ymd}
          onChange={(event) => ymd && onChange(joinValue(ymd, Number(event.target.value)))}
        >
          <option value="">{t('select_time', 'Time')}</option>
          {TIME_OPTIONS.map((option, index) => (
            <option key={option} value={String(index * TIME_STEP_MINUTES)}>
              {option}
            </option>
          ))}
        </select>
      ) : null}
      {pickerError ? (
        <span className="at-dyn-date__error" role="alert">
          {pickerError}
        </span>
      ) : null}
    </div>
  );
}
