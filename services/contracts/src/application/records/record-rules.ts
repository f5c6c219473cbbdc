import { boolean, mixed, number, string } from 'yup';
import { parseServerYmd } from '../../forms/rules/date-core';
import { validateEmailValue } from '../../forms/rules/email';
import { validatePhone } from '../../forms/rules/phone';
import { isStateCode } from '../../forms/rules/states';

/** What the record rules read besides the row: the customer's phone setting. */
export interface RecordRulesContext {
  /** Customer config disable_international_phone_numbers. */
  disableInternationalPhones?: boolean;
}

/** Most rows one save may carry. */
export const RECORD_ROWS_MAX = 100;

/** Client-only keys the entity manager may send along; accepted and ignored. */
export const CLIENT_ONLY_ROW_KEYS = ['temp_id', 'needsReview'] as const;

const blank = (v: string | null | undefined) => v == null || v.trim() === '';

export const text = (max: number) => string().strict().typeError('invalid_entry').nullable().max(max, 'es_max');

export const requiredText = (max: number) => text(max).required('required_field').test('blank', 'required_field', (v) => !blank(v));

/** A row id: a positive integer, or null / absent for a new row. */
export const rowId = () => number().strict().typeError('invalid_entry').integer('invalid_entry').positive('invalid_entry').nullable();

export const flag01 = () => mixed<0 | 1>().oneOf([0, 1], 'invalid_entry');

export const deletedFlag = () => boolean().strict().typeError('invalid_entry').optional();

/** A US state / Canadian province code (spec §9 state list) or empty. */
export const stateCode = () => text(2).test('state', 'invalid_entry', (v) => blank(v) || isStateCode(v));

/** A real calendar date as YYYY-MM-DD, or empty. */
export const serverDate = () => text(10).test('date', 'es_date', (v) => blank(v) || parseServerYmd(v) !== null);

/** The shared phone rule (US pattern, or international unless the customer disables it). */
export const phone = (max = 32) =>
  text(max).test('phone', 'invalid_phone_number', function (v) {
    const ctx = (this.options.context ?? {}) as RecordRulesContext;
    const problem = validatePhone(v, { disableInternational: ctx.disableInternationalPhones === true });
    return problem ? this.createError({ message: problem.key }) : true;
  });

/** The shared email rule (a leading '@' has its own message). */
export const email = (max = 254) =>
  text(max).test('email', 'invalid_email', function (v) {
    const problem = validateEmailValue(v);
    return problem ? this.createError({ message: problem.key }) : true;
  });

/** Ignored client-only keys, so noUnknown refuses everything else. */
export const clientOnlyKeys = () => ({ temp_id: mixed().optional(), needsReview: mixed().optional() });
