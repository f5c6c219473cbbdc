import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationError, type Schema } from 'yup';
import { badRequest, fieldErrors } from '../errors/app-exception';

/**
 * Validates a request body with a schema from @attest/contracts (the same rules the browser runs).
 * Messages in the schemas are translation keys; the answer is `details.fields = { path: key }`.
 */
@Injectable()
export class YupBody<T> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly schema: Schema<T>) {}

  async transform(value: unknown): Promise<T> {
    if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
      throw badRequest('body_required');
    }
    try {
      return await this.schema.validate(value, { abortEarly: false, stripUnknown: false });
    } catch (err) {
      if (err instanceof ValidationError) {
        const fields: Record<string, string> = {};
        for (const e of err.inner.length ? err.inner : [err]) {
          const message = typeof e.message === 'string' ? e.message : 'invalid_entry';
          if (e.type === 'noUnknown') {
            // Name each refused key, e.g. { locked: 'unknown_field' } or { 'fed_tax.x': 'unknown_field' }.
            const unknown = String(e.params?.unknown ?? '').split(',').map((k) => k.trim()).filter(Boolean);
            for (const k of unknown) {
              fields[e.path ? `${e.path}.${k}` : k] ??= message;
            }
            continue;
          }
          fields[e.path || '_'] ??= message;
        }
        throw fieldErrors(fields);
      }
      throw err;
    }
  }
}
