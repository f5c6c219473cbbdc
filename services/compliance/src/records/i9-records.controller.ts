import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { queryFlag } from '../shared/query-flags';
import type { I9RecordView } from './i9-record-view';
import { I9PdfService } from './i9-pdf.service';
import { I9ViewService } from './i9-view.service';

/** Staff reading I-9 records (paths ours; see docs/api.md "I-9"). */
@ApiTags('i9')
@Controller('api/v1/i9')
export class I9RecordsController {
  constructor(
    private readonly view: I9ViewService,
    private readonly pdfs: I9PdfService,
  ) {}

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

  /** The I-9 as a PDF drawn by the product (numbers masked unless revealed, as for the JSON read). */
  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/pdf')
  @Header('Cache-Control', 'private, no-store')
  async pdf(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('reveal') reveal?: string): Promise<StreamableFile> {
    const bytes = await this.pdfs.render(auth, id, queryFlag('reveal', reveal));
    return new StreamableFile(Buffer.from(bytes), { type: 'application/pdf', disposition: `inline; filename="i9-${id}.pdf"` });
  }
}
