import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import type { EverifyPhoto } from '../adapter/everify-adapter';
import {
  closureSchema,
  continueDuplicateSchema,
  photoAnswerSchema,
  type ClosureBody,
  type ContinueDuplicateBody,
  type PhotoAnswerBody,
} from './dto/case-action.dto';
import { EverifyCaseActionsService } from './everify-case-actions.service';
import { EverifyCaseReadsService, type ClosureAnswer } from './everify-case-reads.service';
import type { EverifyCaseView } from './everify-case-view';

/**
 * staff-side §7 "E-Verify": the case actions. Each answers the case at once with `awaiting_service` true: the
 * queue delivers the action to E-Verify and the case moves when it confirms (pushed on the case channel).
 */
@ApiTags('everify')
@Controller('api/v1/everify/:id')
export class EverifyCaseActionsController {
  constructor(
    private readonly actions: EverifyCaseActionsService,
    private readonly reads: EverifyCaseReadsService,
  ) {}

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('closure')
  closure(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<ClosureAnswer> {
    return this.reads.closure(auth, id);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('closure')
  @HttpCode(200)
  close(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(closureSchema)) body: ClosureBody): Promise<EverifyCaseView> {
    return this.actions.request(auth, id, { type: 'CLOSE', statement: body.statement });
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('photo')
  photo(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<EverifyPhoto & { case_id: number }> {
    return this.reads.photo(auth, id);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('photo')
  @HttpCode(200)
  answerPhoto(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(photoAnswerSchema)) body: PhotoAnswerBody): Promise<EverifyCaseView> {
    return this.actions.request(auth, id, { type: 'PHOTO_MATCH', answer: body.answer });
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('notified')
  @HttpCode(200)
  notified(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<EverifyCaseView> {
    return this.actions.request(auth, id, { type: 'NOTIFY_EMPLOYEE' });
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('noncontest')
  @HttpCode(200)
  noncontest(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<EverifyCaseView> {
    return this.actions.request(auth, id, { type: 'NONCONTEST' });
  }

  // POST referral (the state change with its letter) is in tnc/letters/everify-letters.controller.ts.

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('duplicates')
  duplicates(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<EverifyCaseView[]> {
    return this.reads.duplicates(auth, id);
  }

  /** *(ours)* Continue after a duplicate case alert, with the reason E-Verify asks for. */
  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('duplicates')
  @HttpCode(200)
  continueDuplicate(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(continueDuplicateSchema)) body: ContinueDuplicateBody): Promise<EverifyCaseView> {
    return this.actions.request(auth, id, { type: 'CONTINUE_DUPLICATE', reason: body.reason });
  }

  /** *(ours)* Ask E-Verify for the status now. */
  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('refresh')
  @HttpCode(200)
  refresh(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<EverifyCaseView> {
    return this.actions.refresh(auth, id);
  }
}
