import { Injectable } from '@nestjs/common';
import { COUNTRIES, NO_COUNTRY_CODE } from '@attest/contracts';
import { CustomerConfigService, type AuthContext } from '@attest/platform';
import { documentReferencesFor, type DocumentReferences } from '../shared/i9-rules';

export interface CountryReferenceItem {
  key: string;
  value: string;
}

/** Reference lists of the I-9 forms (both parties). */
@Injectable()
export class ReferencesService {
  constructor(private readonly config: CustomerConfigService) {}

  /** Lists A, B and C (and receipts, EAD extension) for an attestation; E-Verify customers see only List B documents with a photo. */
  async documents(auth: AuthContext, attestation: string | undefined): Promise<DocumentReferences> {
    const everify = await this.config.flag(auth.customerId, 'enable_everify');
    return documentReferencesFor(typeof attestation === 'string' ? attestation : undefined, { everify });
  }

  /** Countries (the product's reference list without '- None Specified -'), sorted by value, optionally filtered. */
  countries(search: string | undefined): CountryReferenceItem[] {
    const term = (typeof search === 'string' ? search : '').trim().toLowerCase();
    return COUNTRIES.filter((c) => c.code !== NO_COUNTRY_CODE)
      .map((c) => ({ key: c.code, value: c.name }))
      .filter((c) => !term || c.value.toLowerCase().includes(term) || c.key.toLowerCase() === term)
      .sort((a, b) => a.value.localeCompare(b.value, 'en'));
  }
}
