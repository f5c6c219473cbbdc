import { Body, Controller, HttpCode, Param, Post, Put, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { spoolCsvUpload } from '../lists/csv-spool';
import { acknowledgeRevocationSchema, type AcknowledgeRevocationBody } from './dto/acknowledge-revocation.dto';
import { revocationExportSchema, revocationQuerySchema, type RevocationFilter, type RevocationQuery } from './dto/revocation-query.dto';
import { RevocationAcknowledgeService } from './revocation-acknowledge.service';
import { RevocationUploadService, type RevocationUploadAnswer } from './revocation-upload.service';
import type { RevocationView } from './revocation-view';
import { RevocationsExportService } from './revocations-export.service';
import { RevocationsQueryService, type RevocationCounts } from './revocations-query.service';

/**
 * staff-side §7 "Revocations": E-Verify's Status Change Report (EAD revocations) uploaded, matched to the
 * customer's employees, listed, counted, exported and acknowledged. Reading needs everify.read, uploading and
 * acknowledging everify.manage (docs/decisions/0016).
 */
@ApiTags('everify')
@Controller('api/v1/everify/revocations')
export class RevocationsController {
  constructor(
    private readonly uploads: RevocationUploadService,
    private readonly list: RevocationsQueryService,
    private readonly exports: RevocationsExportService,
    private readonly acks: RevocationAcknowledgeService,
  ) {}

  /** Multipart `{ file }`: the report as CSV. */
  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post()
  async upload(@CurrentAuth() auth: AuthContext, @Req() req: FastifyRequest): Promise<RevocationUploadAnswer> {
    await this.uploads.prepare(auth);
    return this.uploads.upload(auth, await spoolCsvUpload(req));
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(revocationQuerySchema)) body: RevocationQuery): Promise<{ items: RevocationView[]; total: number }> {
    return this.list.query(auth, body);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('counts')
  @HttpCode(200)
  counts(@CurrentAuth() auth: AuthContext, @Body(new YupBody(revocationQuerySchema)) body: RevocationQuery): Promise<RevocationCounts> {
    const { take: _take, skip: _skip, ...filter } = body;
    return this.list.counts(auth, filter);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('export')
  @HttpCode(200)
  async export(@CurrentAuth() auth: AuthContext, @Body(new YupBody(revocationExportSchema)) body: RevocationFilter): Promise<StreamableFile> {
    const file = await this.exports.direct(auth, body);
    return new StreamableFile(file.stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${file.filename}"` });
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('exportasync')
  @HttpCode(202)
  exportAsync(@CurrentAuth() auth: AuthContext, @Body(new YupBody(revocationExportSchema)) body: RevocationFilter) {
    return this.exports.start(auth, body);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Put(':id/acknowledgement')
  acknowledge(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(acknowledgeRevocationSchema)) body: AcknowledgeRevocationBody): Promise<RevocationView> {
    return this.acks.acknowledge(auth, id, body ?? {});
  }
}
