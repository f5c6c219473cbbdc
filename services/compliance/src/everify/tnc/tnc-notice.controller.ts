import { Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type TncFanLanguage } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { letterLang } from './dto/tnc-workflow.dto';
import { TncEmployeeService, type TncFanUrlAnswer } from './tnc-employee.service';
import { TncNoticeService, type NotifyAnswer } from './tnc-notice.service';

/**
 * applicant-side §7 `GET /api/v1/everify/tnc-fan-url` and `POST /api/v1/everify/notify-tnc/{id}`, and *(ours)*
 * the employee's download of their letter (`tnc-fan/{fileId}`, the url tnc-fan-url answers).
 */
@ApiTags('everify')
@Controller('api/v1/everify')
export class TncNoticeController {
  constructor(
    private readonly notices: TncNoticeService,
    private readonly employee: TncEmployeeService,
  ) {}

  /** Staff: notify the employee privately (email with the link to their page) and record the notification. */
  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('notify-tnc/:id')
  @HttpCode(200)
  notify(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<NotifyAnswer> {
    return this.notices.notify(auth, id);
  }

  /** The employee: where their notice downloads (`?lang=` en or es; by default their choice, else their language). */
  @Parties('applicant')
  @Get('tnc-fan-url')
  fanUrl(@CurrentAuth() auth: AuthContext, @Query('lang') lang?: string): Promise<TncFanUrlAnswer> {
    return this.employee.fanUrl(auth, lang ? letterLang(lang) : (null as TncFanLanguage | null));
  }

  @Parties('applicant')
  @Get('tnc-fan/:fileId')
  async download(@CurrentAuth() auth: AuthContext, @Param('fileId', IdParam) fileId: number): Promise<StreamableFile> {
    const { file, bytes } = await this.employee.download(auth, fileId);
    return new StreamableFile(bytes, { type: file.content_type, disposition: `attachment; filename="${file.file_name}"` });
  }
}
