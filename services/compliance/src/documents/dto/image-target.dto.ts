import { I9_IMAGE_LISTS, I9_IMAGE_MAX_INDEX, I9_IMAGE_SIDES, type I9ImageSide, type I9List } from '@attest/contracts';
import { fieldErrors } from '@attest/platform';

/** Which document (its list and place in the list) an image belongs to. */
export interface DocumentSlot {
  list: I9List;
  index: number;
}

export interface ImageTarget extends DocumentSlot {
  side: I9ImageSide;
}

const LIST_SIZE: Record<I9List, number> = { A: I9_IMAGE_MAX_INDEX + 1, B: 1, C: 1 };
const missing = (v: unknown) => v === undefined || v === null || v === '';

function readList(raw: unknown, errors: Record<string, string>): I9List {
  const list = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (!(I9_IMAGE_LISTS as readonly string[]).includes(list)) {
    errors.list = missing(raw) ? 'required_field' : 'invalid_entry';
  }
  return list as I9List;
}

function readIndex(raw: unknown, list: I9List, errors: Record<string, string>): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const index = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (missing(raw)) {
    errors.index = 'required_field';
  } else if (Number.isNaN(index) || index >= (errors.list ? LIST_SIZE.A : LIST_SIZE[list])) {
    errors.index = 'invalid_entry';
  }
  return index;
}

function readSide(raw: unknown, errors: Record<string, string>): I9ImageSide {
  const side = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!(I9_IMAGE_SIDES as readonly string[]).includes(side)) {
    errors.side = missing(raw) ? 'required_field' : 'invalid_entry';
  }
  return side as I9ImageSide;
}

/** `{ list, index }` from a JSON body or multipart fields; 400 validation_failed naming each bad field. */
export function parseDocumentSlot(raw: Record<string, unknown>): DocumentSlot {
  const errors: Record<string, string> = {};
  const list = readList(raw.list, errors);
  const index = readIndex(raw.index, list, errors);
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return { list, index };
}

/** `{ list, index, side }` of an upload's fields or a DELETE's path. */
export function parseImageTarget(raw: Record<string, unknown>): ImageTarget {
  const errors: Record<string, string> = {};
  const list = readList(raw.list, errors);
  const index = readIndex(raw.index, list, errors);
  const side = readSide(raw.side, errors);
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return { list, index, side };
}

/** Only a side (the phone's uploads: the request names the document). */
export function parseSideOnly(raw: Record<string, unknown>): I9ImageSide {
  const errors: Record<string, string> = {};
  const side = readSide(raw.side, errors);
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return side;
}
