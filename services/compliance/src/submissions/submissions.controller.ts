import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import type { I9RecordView } from '../records/i9-record-view';
import { signSection2Schema, type SignSection2Body } from '../section2/dto/section2-body';
import { submissionQuerySchema, type SubmissionQuery } from './dto/submission-query.dto';
import { SubmissionDetailService, type ExpirationAnswer, type RevisionSummary } from './submission-detail.service';
import { SubmissionsQueryService, type SubmissionCounts, type SubmissionRow } from './submissions-query.service';
import { SupplementBService } from './supplement-b.service';

/** staff-side §7 "I-9 submissions": `{id}` is the I-9 record's id. */
@ApiTags('i9')
@Controller('api/v1/submissions')
export class SubmissionsController {
  constructor(
    private readonly list: SubmissionsQueryService,
    private readonly detail: SubmissionDetailService,
    private readonly supplementB: SupplementBService,
  ) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(submissionQuerySchema)) body: SubmissionQuery): Promise<{ items: SubmissionRow[]; total: number }> {
    return this.list.query(auth, body);
  }

  @RequirePermission(PERMISSIONS.I9_READ)
  @Post('counts')
  @HttpCode(200)
  counts(@CurrentAuth() auth: AuthContext, @Body(new YupBody(submissionQuerySchema)) body: SubmissionQuery): Promise<SubmissionCounts> {
    return this.list.counts(auth, body);
  }

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/expiration')
  expiration(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<ExpirationAnswer> {
    return this.detail.expiration(auth, id);
  }

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/revision')
  revisions(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('name') name?: string): Promise<RevisionSummary[]> {
    return this.detail.revisionList(auth, id, typeof name === 'string' ? name : undefined);
  }

  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Post(':id/revision')
  @HttpCode(200)
  addSupplementB(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(signSection2Schema)) body: SignSection2Body): Promise<I9RecordView> {
    return this.supplementB.add(auth, id, body.value ?? {});
  }
}
