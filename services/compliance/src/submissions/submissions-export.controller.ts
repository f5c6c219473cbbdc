import { Body, Controller, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { exportSubmissionsSchema, type ExportSubmissionsQuery } from './dto/export-submissions.dto';
import { SubmissionsExportService } from './submissions-export.service';

/**
 * staff-side §7 `POST /api/v1/submissions/export` (file stream) and `/exportasync` (the link arrives on the
 * real-time channel). `i9.read`, as the list they export (decision 0011).
 */
@ApiTags('i9')
@Controller('api/v1/submissions')
export class SubmissionsExportController {
  constructor(private readonly exports: SubmissionsExportService) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Post('export')
  @HttpCode(200)
  async export(@CurrentAuth() auth: AuthContext, @Body(new YupBody(exportSubmissionsSchema)) body: ExportSubmissionsQuery): Promise<StreamableFile> {
    const file = await this.exports.direct(auth, body);
    return new StreamableFile(file.stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${file.filename}"` });
  }

  @RequirePermission(PERMISSIONS.I9_READ)
  @Post('exportasync')
  @HttpCode(202)
  exportAsync(@CurrentAuth() auth: AuthContext, @Body(new YupBody(exportSubmissionsSchema)) body: ExportSubmissionsQuery) {
    return this.exports.start(auth, body);
  }
}
