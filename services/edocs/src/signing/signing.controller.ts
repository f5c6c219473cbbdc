import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentAuth, IdParam, Parties, Public, type AuthContext, RequirePermission } from '@attest/platform';
import { SigningSessionService } from './signing-session.service';

function sourceOf(req: FastifyRequest) {
  const ua = req.headers['user-agent'];
  return { ip: req.ip ?? null, userAgent: typeof ua === 'string' ? ua : null };
}

/** Our own e-signature provider: the signing link, its session, previews and the signature. */
@ApiTags('signing')
@Controller('api/sign')
export class SigningController {
  constructor(private readonly signing: SigningSessionService) {}

  @Get('url/:id')
  @Parties('applicant')
  @Header('Cache-Control', 'private, no-store')
  url(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.signing.url(auth, id);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('sigreq/:id')
  @Parties('applicant', 'user')
  state(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('user') user?: string, @Query('reverify') reverify?: string, @Query('ead') ead?: string) {
    return this.signing.state(auth, id, { user, reverify, ead });
  }

  /** The token in the path is the credential (the signing page may be opened in a fresh tab). */
  @Public()
  @Get('session/:token')
  @Header('Cache-Control', 'private, no-store')
  session(@Param('token') token: string, @Req() req: FastifyRequest) {
    return this.signing.session(token, sourceOf(req));
  }

  @Public()
  @Get('session/:token/preview/:templateId')
  @Header('Cache-Control', 'private, no-store')
  async preview(@Param('token') token: string, @Param('templateId', IdParam) templateId: number, @Query('request') request?: string): Promise<StreamableFile> {
    const requestId = request === undefined ? undefined : /^[1-9][0-9]{0,9}$/.test(request) ? Number(request) : -1;
    const pdf = await this.signing.preview(token, templateId, requestId);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="preview-${templateId}.pdf"` });
  }

  @Public()
  @Post('session/:token/sign')
  @HttpCode(200)
  sign(@Param('token') token: string, @Body() body: unknown, @Req() req: FastifyRequest) {
    return this.signing.sign(token, body, sourceOf(req));
  }
}
