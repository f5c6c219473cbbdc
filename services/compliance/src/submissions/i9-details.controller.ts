import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { SubmissionDetailService } from './submission-detail.service';
import type { I9RevisionView } from '../records/i9-record-view';

/** staff-side §7 GET /api/v1/i9details/{id}/signed (`{id}`: the I-9 record's id). */
@ApiTags('i9')
@Controller('api/v1/i9details')
export class I9DetailsController {
  constructor(private readonly detail: SubmissionDetailService) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/signed')
  signed(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<{ record_id: number; status: string; edition: string; revisions: I9RevisionView[] }> {
    return this.detail.signed(auth, id);
  }
}
