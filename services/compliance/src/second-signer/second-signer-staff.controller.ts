import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import type { I9RecordView } from '../records/i9-record-view';
import { reviewBodySchema, type ReviewBody } from './dto/review-body';
import { RepresentativeStaffService, type StaffSecondSignerAnswer } from './representative-staff.service';
import { Section2ReviewService } from './section2-review.service';

/** Staff and the authorized representative: status, (re)sending the link, reviewing their Section 2. */
@ApiTags('i9')
@Controller('api/v1')
export class SecondSignerStaffController {
  constructor(
    private readonly representatives: RepresentativeStaffService,
    private readonly reviews: Section2ReviewService,
  ) {}

  /** staff-side §7: `{id}` is the I-9 record's id; the Recruiter's "send" (documents.send). */
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post('submissions/:id/notifyrep')
  @HttpCode(200)
  notify(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body() body: unknown): Promise<StaffSecondSignerAnswer> {
    return this.representatives.notify(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get('i9/:id/second-signer')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<StaffSecondSignerAnswer> {
    return this.representatives.get(auth, id);
  }

  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Post('i9/:id/section2/review')
  @HttpCode(200)
  review(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(reviewBodySchema)) body: ReviewBody): Promise<I9RecordView> {
    return this.reviews.review(auth, id, body);
  }
}
