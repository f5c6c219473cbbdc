import { Injectable, PipeTransform } from '@nestjs/common';
import { notFound } from '../errors/app-exception';

/** A numeric id from the path; anything else cannot name a row, so it answers 404 like a missing one. */
@Injectable()
export class IdParam implements PipeTransform<string, number> {
  transform(value: string): number {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0) {
      throw notFound();
    }
    return n;
  }
}
