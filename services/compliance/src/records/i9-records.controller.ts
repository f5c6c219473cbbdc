import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { queryFlag } from '../shared/query-flags';
import type { I9RecordView } from './i9-record-view';
import { I9ViewService } from './i9-view.service';

/** Staff reading I-9 records (paths ours; see docs/api.md "I-9"). */
@ApiTags('i9')
@Controller('api/v1/i9')
export class I9RecordsController {
  constructor(private readonly view: I9ViewService) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get('applicants/:applicantId')
  ofApplicant(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Query('reveal') reveal?: string): Promise<I9RecordView> {
    return this.view.ofApplicant(auth, applicantId, queryFlag('reveal', reveal));
  }

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('reveal') reveal?: string): Promise<I9RecordView> {
    return this.view.byId(auth, id, queryFlag('reveal', reveal));
  }
}
