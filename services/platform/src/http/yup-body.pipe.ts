import { Injectable, PipeTransform } from '@nestjs/common';
import type { Schema } from 'yup';
import { badRequest } from '../errors/app-exception';
import { validateListBody, validateWithYup } from './yup-validate';

/** Validates an object body with a schema from @attest/contracts (see validateWithYup). */
@Injectable()
export class YupBody<T> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly schema: Schema<T>) {}

  transform(value: unknown): Promise<T> {
    if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
      throw badRequest('body_required');
    }
    return validateWithYup(this.schema, value);
  }
}

/** YupBody for the spec's list bodies (a JSON array). */
@Injectable()
export class YupArrayBody<T> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly schema: Schema<T>) {}

  transform(value: unknown): Promise<T> {
    return validateListBody(this.schema, value);
  }
}
