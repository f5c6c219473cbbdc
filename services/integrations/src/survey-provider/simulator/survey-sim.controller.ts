import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { randomBytes } from 'crypto';
import type { FastifyReply } from 'fastify';
import { Public } from '@attest/platform';
import { renderSurveySimDone, renderSurveySimPage, renderSurveySimProblem, surveySimLanguage } from './survey-sim-page';
import { SurveyProviderSimulator, SurveySimOrderNotFound } from './survey-provider-simulator';

function html(reply: FastifyReply, status: number, body: string, nonce?: string): string {
  const script = nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'";
  void reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; ${script}; form-action 'self'; frame-ancestors 'self'`);
  return body;
}

/**
 * The simulated survey provider's page (an outside site in production). Public on purpose: the signed, expiring
 * token in the link is the credential; without a valid one the answer is 401.
 */
@Public()
@ApiExcludeController()
@Controller('_sim/survey')
export class SurveySimController {
  constructor(@Inject(SurveyProviderSimulator) private readonly sim: SurveyProviderSimulator) {}

  @Get(':orderId')
  async view(@Param('orderId') orderId: string, @Query('token') token: unknown, @Query('lang') langParam: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const lang = surveySimLanguage(langParam);
    const check = this.sim.links.check(orderId, token);
    if (check !== 'ok') {
      return html(reply, 401, renderSurveySimProblem(check, lang));
    }
    const order = await this.sim.find(orderId).catch(missingAsNull);
    if (!order) {
      return html(reply, 404, renderSurveySimProblem('invalid', lang));
    }
    if (order.status === 'COMPLETE' || order.status === 'ERROR' || order.status === 'FAILURE') {
      const nonce = randomBytes(16).toString('base64');
      return html(reply, 200, renderSurveySimDone(order.status, nonce, lang), nonce);
    }
    await this.sim.opened(orderId);
    return html(reply, 200, renderSurveySimPage({ orderId, token: String(token), firstName: order.first_name, lang }));
  }

  @Post(':orderId')
  @HttpCode(200)
  async answer(@Param('orderId') orderId: string, @Query('token') token: unknown, @Query('lang') langParam: unknown, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const lang = surveySimLanguage(langParam);
    const check = this.sim.links.check(orderId, token);
    if (check !== 'ok') {
      return html(reply, 401, renderSurveySimProblem(check, lang));
    }
    const order = await this.sim.find(orderId).catch(missingAsNull);
    if (!order) {
      return html(reply, 404, renderSurveySimProblem('invalid', lang));
    }
    const form = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const score = typeof form.score === 'string' && /^(10|\d)$/.test(form.score) ? Number(form.score) : null;
    if (score === null) {
      return html(reply, 400, renderSurveySimPage({ orderId, token: String(token), firstName: order.first_name, lang, missing: true }));
    }
    const nonce = randomBytes(16).toString('base64');
    const done = await this.sim.complete(orderId, score);
    return html(reply, done ? 200 : 409, renderSurveySimDone(done ? 'COMPLETE' : (await this.sim.find(orderId)).status, nonce, lang), nonce);
  }
}

function missingAsNull(err: unknown): null {
  if (err instanceof SurveySimOrderNotFound) {
    return null;
  }
  throw err;
}
