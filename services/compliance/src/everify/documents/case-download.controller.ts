import { Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { CaseBundleService } from './case-bundle.service';
import type { CaseFileStart } from './case-file-jobs.service';
import type { CaseFileView } from './case-file-store';

/**
 * staff-side §7 `GET /api/v1/everify/download/{id}` (the case's documents and letters as one ZIP, streamed) and
 * the asynchronous `downloadasync/{id}`: POST queues the ZIP (202: the job, its real-time event), GET answers
 * the latest one's state and link. Downloading is reading: everify.read.
 */
@ApiTags('everify')
@Controller('api/v1/everify')
export class CaseDownloadController {
  constructor(private readonly bundles: CaseBundleService) {}

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('download/:id')
  async download(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<StreamableFile> {
    const { stream, filename } = await this.bundles.download(auth, id);
    return new StreamableFile(stream, { type: 'application/zip', disposition: `attachment; filename="${filename}"` });
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('downloadasync/:id')
  @HttpCode(202)
  start(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<CaseFileStart> {
    return this.bundles.start(auth, id);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('downloadasync/:id')
  latest(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<{ case_id: number; file: CaseFileView | null }> {
    return this.bundles.latest(auth, id);
  }
}
