import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import type { DocumentReferences } from '../shared/i9-rules';
import { ReferencesService, type CountryReferenceItem } from './references.service';

/** staff-side and applicant-side §7: the I-9 reference lists (every staff user: account.own covers reference lists). */
@ApiTags('i9')
@Controller('api/v1')
export class ReferencesController {
  constructor(private readonly references: ReferencesService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('documentreferences')
  documents(@CurrentAuth() auth: AuthContext, @Query('attestation') attestation?: string): Promise<DocumentReferences> {
    return this.references.documents(auth, attestation);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('countryreferences')
  countries(@Query('search') search?: string): CountryReferenceItem[] {
    return this.references.countries(search);
  }
}
