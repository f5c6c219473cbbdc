import {
  DATATYPE,
  formatDisplayYmd,
  parseAnyDate,
  STATE_LIST,
  type DynamicField,
  type FieldValue,
} from '@attest/contracts';
import type { ContentText } from '../i18n/useContentText';

type Translate = (key: string, fallback: string) => string;

const CODED: readonly number[] = [DATATYPE.DROPDOWN, DATATYPE.RADIO_GROUP, DATATYPE.CHECKBOX_GROUP, DATATYPE.NO_REQUIRED_ON_SHOW];

/**
 * What a table cell shows for a record's value: an option's label rather than its code ("High school
 * diploma", not "HS"), Yes/No for flags, dates as MM/DD/YYYY, state names; anything else as stored.
 */
export function entityCellText(field: DynamicField | undefined, value: FieldValue, t: Translate, text: ContentText): string {
  const values = Array.isArray(value) ? value : value === null || value === '' ? [] : [value];
  if (!field || values.length === 0) {
    return values.join(', ');
  }
  const one = (v: string): string => {
    if (CODED.includes(field.datatype_id)) {
      const option = (field.codes ?? []).find((c) => c.code === v);
      return option ? text.code(option) : v;
    }
    switch (field.datatype_id) {
      case DATATYPE.YES_NO:
      case DATATYPE.CHECKBOX:
        return v === '1' ? t('yes', 'Yes') : v === '0' ? t('no', 'No') : v;
      case DATATYPE.DATE: {
        const ymd = parseAnyDate(v);
        return ymd ? formatDisplayYmd(ymd) : v;
      }
      case DATATYPE.STATE:
        return t(`state_${v}`, STATE_LIST.find((s) => s.code === v)?.name ?? v);
      default:
        return v;
    }
  };
  return values.map(one).join(', ');
}
