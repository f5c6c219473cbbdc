import { Body, Controller, HttpCode, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { CaseExportService } from './case-export.service';
import { CaseImportService, type ImportedCase } from './case-import.service';
import { spoolCsvUpload } from './csv-spool';
import { caseExportSchema, type CaseExportQuery } from './dto/case-export.dto';

/**
 * staff-side §7 "E-Verify" lists: the case list as a CSV (`/export` streamed, `/exportasync` on the queue; the
 * filters of `/query`, everify.read) and `/import` of cases opened in another system (multipart `{ file }`,
 * everify.manage).
 */
@ApiTags('everify')
@Controller('api/v1/everify')
export class EverifyListsController {
  constructor(
    private readonly exports: CaseExportService,
    private readonly imports: CaseImportService,
  ) {}

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('export')
  @HttpCode(200)
  async export(@CurrentAuth() auth: AuthContext, @Body(new YupBody(caseExportSchema)) body: CaseExportQuery): Promise<StreamableFile> {
    const file = await this.exports.direct(auth, body);
    return new StreamableFile(file.stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${file.filename}"` });
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('exportasync')
  @HttpCode(202)
  exportAsync(@CurrentAuth() auth: AuthContext, @Body(new YupBody(caseExportSchema)) body: CaseExportQuery) {
    return this.exports.start(auth, body);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('import')
  @HttpCode(200)
  async import(@CurrentAuth() auth: AuthContext, @Req() req: FastifyRequest): Promise<{ imported: number; cases: ImportedCase[] }> {
    await this.imports.prepare(auth);
    return this.imports.import(auth, await spoolCsvUpload(req));
  }
}
