import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExternalCodeMapEntity } from '@attest/forms';
import { TenantRepository } from '@attest/platform';
import { codeLookupFrom, type CodeLookup } from './apply-mappings';

/**
 * The port to the external code maps, which services/forms owns (decision 0050): read only, through forms'
 * public entity. Integrations sits above forms, so this arrow points down.
 */
@Injectable()
export class CodeMapsPort {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async lookup(customerId: number): Promise<CodeLookup> {
    const rows = await new TenantRepository(this.ds, ExternalCodeMapEntity).find(customerId);
    return codeLookupFrom(rows.sort((a, b) => a.id - b.id));
  }
}
