import { Injectable, PipeTransform } from '@nestjs/common';
import { notFound } from '@attest/platform';

/** An entity type from the path (work_history, education ...); anything else cannot name a configuration (404). */
@Injectable()
export class EntityTypeParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(value)) {
      throw notFound();
    }
    return value;
  }
}
