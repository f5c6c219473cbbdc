import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { attachmentDisposition, CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { TrailExportService } from './trail-export.service';
import { TrailViewService, type TrailAnswer } from './trail-view.service';

@ApiTags('i9')
@Controller('api/v1/i9')
export class TrailController {
  constructor(
    private readonly trail: TrailViewService,
    private readonly exports: TrailExportService,
  ) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/trail')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<TrailAnswer> {
    return this.trail.get(auth, id);
  }

  /** The trail as CSV (masked as the view), with the verification result on the last line (decision 0019). */
  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/trail/export')
  @Header('Cache-Control', 'private, no-store')
  async export(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<StreamableFile> {
    const file = await this.exports.export(auth, id);
    return new StreamableFile(file.stream, { type: 'text/csv; charset=utf-8', disposition: attachmentDisposition(file.filename) });
  }
}
