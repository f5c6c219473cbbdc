import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { EverifyCaseActionsService } from '../cases/everify-case-actions.service';
import type { EverifyCaseView } from '../cases/everify-case-view';
import type { CaseFileStart } from '../documents/case-file-jobs.service';
import { letterLang } from './dto/tnc-workflow.dto';
import { EverifyLettersService } from './everify-letters.service';

/**
 * staff-side §7, the asynchronous `/api/v1/everify/{id}/fan?lang=` and `/referral?lang=`. Each answers the
 * letter's job (id, real-time event) and file; asked again it answers the job's progress, then the file's
 * link (`url`, downloaded with the session). GET makes the letter when the case has none in that language
 * yet (a letter is the case's paperwork, printable by anyone who may read the case); POST /fan makes a new one.
 * POST /referral is the referral itself (everify.manage), and queues its letter.
 */
@ApiTags('everify')
@Controller('api/v1/everify/:id')
export class EverifyLettersController {
  constructor(
    private readonly letters: EverifyLettersService,
    private readonly actions: EverifyCaseActionsService,
  ) {}

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('fan')
  fan(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('lang') lang?: string): Promise<CaseFileStart> {
    return this.letters.fan(auth, id, letterLang(lang));
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('fan')
  @HttpCode(202)
  newFan(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('lang') lang?: string): Promise<CaseFileStart> {
    return this.letters.newFan(auth, id, letterLang(lang));
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('referral')
  referralLetter(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('lang') lang?: string): Promise<CaseFileStart> {
    return this.letters.referral(auth, id, letterLang(lang));
  }

  /**
   * The referral (moved here from the case actions with its letter): checked by the rules (409 when the employee
   * was not notified, or the case has no open mismatch), delivered by the queue; the Referral Date Confirmation
   * in `lang` is queued and made once E-Verify confirms. Answers the case with `letter`.
   */
  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('referral')
  @HttpCode(200)
  async referral(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('lang') lang?: string): Promise<EverifyCaseView & { letter: CaseFileStart }> {
    const language = letterLang(lang);
    const view = await this.actions.request(auth, id, { type: 'REFER' }, { lang: language });
    return { ...view, letter: await this.letters.referralAsked(auth, id, language) };
  }
}
