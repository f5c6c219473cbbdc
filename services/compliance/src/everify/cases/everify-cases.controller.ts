import { Body, Controller, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { EverifyChannelService } from '../realtime/everify-channel.service';
import { caseQuerySchema, type CaseQuery } from './dto/case-query.dto';
import { createCaseSchema, updateCaseSchema, type CreateCaseBody, type UpdateCaseBody } from './dto/create-case.dto';
import { EverifyAccess } from './everify-access';
import { EVERIFY_CODES, type EverifyCodes } from './everify-codes';
import { EverifyCaseDraftsService } from './everify-case-drafts.service';
import { EverifyCaseQueryService, type CaseCounts } from './everify-case-query.service';
import { EverifyCaseReadsService } from './everify-case-reads.service';
import type { EverifyCaseView } from './everify-case-view';

/** staff-side §7 "E-Verify": creating, editing, reading and listing cases (`{id}` is the case's id). */
@ApiTags('everify')
@Controller('api/v1/everify')
export class EverifyCasesController {
  constructor(
    private readonly drafts: EverifyCaseDraftsService,
    private readonly reads: EverifyCaseReadsService,
    private readonly list: EverifyCaseQueryService,
    private readonly channel: EverifyChannelService,
    private readonly access: EverifyAccess,
  ) {}

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(createCaseSchema)) body: CreateCaseBody): Promise<EverifyCaseView> {
    return this.drafts.create(auth, body);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('codes')
  @Header('Cache-Control', 'private, max-age=3600')
  codes(): EverifyCodes {
    return EVERIFY_CODES;
  }

  /** *(ours)* The customer's real-time channel of case changes: `{ event_name, subscription_url }`. */
  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('channel')
  async liveChannel(@CurrentAuth() auth: AuthContext): Promise<{ event_name: string; subscription_url: string }> {
    await this.access.requireEnabled(auth);
    return this.channel.channelFor(auth.customerId);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(caseQuerySchema)) body: CaseQuery): Promise<{ items: EverifyCaseView[]; total: number }> {
    return this.list.query(auth, body);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Post('counts')
  @HttpCode(200)
  counts(@CurrentAuth() auth: AuthContext, @Body(new YupBody(caseQuerySchema)) body: CaseQuery): Promise<CaseCounts> {
    return this.list.counts(auth, body);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get(':id')
  detail(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<EverifyCaseView> {
    return this.reads.detail(auth, id);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(updateCaseSchema)) body: UpdateCaseBody): Promise<EverifyCaseView> {
    return this.drafts.update(auth, id, body);
  }
}
