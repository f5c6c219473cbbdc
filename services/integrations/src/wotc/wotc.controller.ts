import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { WotcSurveyState } from '@attest/contracts';
import { CurrentAuth, notFound, Parties, type AuthContext } from '@attest/platform';
import { WotcService } from './wotc.service';

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The applicant's WOTC (tax credit) screening, shown in the wizard's Tax Credit Screening section. */
@ApiTags('wotc')
@Controller('api/v1/wotc')
@Parties('applicant')
export class WotcController {
  constructor(private readonly wotc: WotcService) {}

  /** Places (or reuses) the applicant's order and answers its survey link. */
  @Post('survey')
  @HttpCode(200)
  survey(@CurrentAuth() auth: AuthContext): Promise<WotcSurveyState> {
    return this.wotc.start(auth);
  }

  /** The latest order's state; `order_id` names one of the caller's own orders (another's answers 404). */
  @Get('status')
  status(@CurrentAuth() auth: AuthContext, @Query('order_id') orderId?: unknown): Promise<WotcSurveyState> {
    if (orderId !== undefined && (typeof orderId !== 'string' || !ORDER_ID.test(orderId))) {
      throw notFound('wotc_order_not_found');
    }
    return this.wotc.state(auth, orderId);
  }
}
