import { object, string } from 'yup';
import { CLOSURE_STATEMENTS, PHOTO_MATCH_ANSWERS, type ClosureStatement, type PhotoMatchAnswer } from '@attest/contracts';

export const closureSchema = object({
  statement: string().typeError('invalid_entry').oneOf([...CLOSURE_STATEMENTS], 'invalid_entry').required('required_field'),
}).noUnknown('unknown_field');
export interface ClosureBody {
  statement: ClosureStatement;
}

export const photoAnswerSchema = object({
  answer: string().typeError('invalid_entry').oneOf([...PHOTO_MATCH_ANSWERS], 'invalid_entry').required('required_field'),
}).noUnknown('unknown_field');
export interface PhotoAnswerBody {
  answer: PhotoMatchAnswer;
}

export const continueDuplicateSchema = object({
  reason: string().typeError('invalid_entry').trim().required('required_field').max(500, 'es_max'),
}).noUnknown('unknown_field');
export interface ContinueDuplicateBody {
  reason: string;
}

/** ?lang= of the referral (the letter's language; the letter itself is another feature's). */
export const REFERRAL_LANGS = ['en', 'es'] as const;
