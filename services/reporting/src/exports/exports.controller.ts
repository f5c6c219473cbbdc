import { Body, Controller, Get, Header, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { exportsQuerySchema, PERMISSIONS, type ExportsQuery } from '@attest/contracts';
import { attachmentDisposition, CurrentAuth, notFound, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { ExportsService } from './exports.service';

const EXPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** staff-side §7 Exports: the list (reports.read) and the file again while it is kept. */
@ApiTags('exports')
@Controller('api/v1/exports')
@Parties('user')
export class ExportsController {
  constructor(private readonly exportsList: ExportsService) {}

  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(exportsQuerySchema)) body: ExportsQuery) {
    return this.exportsList.query(auth, body);
  }

  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  async file(@CurrentAuth() auth: AuthContext, @Param('id') id: string): Promise<StreamableFile> {
    if (!EXPORT_ID.test(id)) {
      throw notFound('export_not_found');
    }
    const { stream, filename } = await this.exportsList.file(auth, id);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: attachmentDisposition(filename) });
  }
}
