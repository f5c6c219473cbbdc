import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  bulkUploadRowsSchema,
  createBulkUploadSchema,
  emailCheckSchema,
  PERMISSIONS,
  type BulkUploadRowInput,
  type CreateBulkUploadInput,
  type EmailCheckInput,
} from '@attest/contracts';
import { CurrentAuth, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { BulkUploadService } from './bulk-upload.service';

/** Bulk CSV upload of applicants (spec §7 "Bulk CSV upload": paths not shown; decision 0022 names them). */
@ApiTags('applicants')
@Controller('api/v1/applicants/bulkupload')
@Parties('user')
export class BulkUploadController {
  constructor(private readonly uploads: BulkUploadService) {}

  /** Which of these emails an applicant of the customer already has ('Email Already in Use'). */
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('emailcheck')
  @HttpCode(200)
  checkEmails(@CurrentAuth() auth: AuthContext, @Body(new YupBody(emailCheckSchema)) body: EmailCheckInput) {
    return this.uploads.checkEmails(auth, body.emails);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(createBulkUploadSchema)) body: CreateBulkUploadInput) {
    return this.uploads.create(auth, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post(':uploadId/rows')
  @HttpCode(200)
  addRows(@CurrentAuth() auth: AuthContext, @Param('uploadId') uploadId: string, @Body(new YupBody(bulkUploadRowsSchema)) body: { rows: BulkUploadRowInput[] }) {
    return this.uploads.addRows(auth, uploadId, body.rows);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post(':uploadId/start')
  @HttpCode(202)
  start(@CurrentAuth() auth: AuthContext, @Param('uploadId') uploadId: string) {
    return this.uploads.start(auth, uploadId);
  }

  /** The counts and every row's state and messages (no values). */
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Get(':uploadId')
  detail(@CurrentAuth() auth: AuthContext, @Param('uploadId') uploadId: string) {
    return this.uploads.detail(auth, uploadId);
  }
}
