import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationError, type Schema } from 'yup';
import { badRequest, fieldErrors } from '@attest/platform';

/**
 * YupBody for the spec's list bodies (YupBody takes objects only): a JSON array validated by a schema
 * from contracts or dto/, answering `details.fields = { "[0].value": key }`.
 */
@Injectable()
export class YupArrayBody<T> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly schema: Schema<T>) {}

  async transform(value: unknown): Promise<T> {
    if (!Array.isArray(value)) {
      throw badRequest('body_required');
    }
    try {
      return await this.schema.validate(value, { abortEarly: false });
    } catch (err) {
      if (err instanceof ValidationError) {
        const fields: Record<string, string> = {};
        for (const e of err.inner.length ? err.inner : [err]) {
          fields[e.path || '_'] ??= typeof e.message === 'string' ? e.message : 'invalid_entry';
        }
        throw fieldErrors(fields);
      }
      throw err;
    }
  }
}
