import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { randomBytes } from 'crypto';
import type { FastifyReply } from 'fastify';
import { Public } from '@attest/platform';
import { readAnswers } from './wotc-questions';
import { renderDonePage, renderLinkProblemPage, renderSurveyPage } from './wotc-sim-page';
import { SimOrderClosed, SimOrderNotFound, WotcSimulator } from './wotc-simulator';
import { wotcSimLanguage, type WotcSimLanguage } from './wotc-sim-texts';

function html(reply: FastifyReply, status: number, body: string, nonce?: string): string {
  const script = nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'";
  void reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    // No external assets; only our own pages may frame it (the portal shows it in an iframe).
    .header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; ${script}; form-action 'self'; frame-ancestors 'self'`);
  return body;
}

/**
 * The simulated WOTC provider's survey pages. Public on purpose like a provider's hosted survey: the
 * signed, expiring token in the link is the credential, so without a valid one the answer is 401.
 */
@Public()
@ApiExcludeController()
@Controller('_sim/wotc')
export class WotcSimController {
  constructor(@Inject(WotcSimulator) private readonly sim: WotcSimulator) {}

  @Get(':orderId')
  async view(@Param('orderId') orderId: string, @Query('token') token: unknown, @Query('lang') langParam: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const lang = wotcSimLanguage(langParam);
    const denied = this.checkLink(reply, orderId, token, lang);
    if (denied !== null) {
      return denied;
    }
    const order = await this.sim.find(orderId).catch((err: unknown) => this.rethrowUnlessMissing(err));
    if (!order) {
      return html(reply, 404, renderLinkProblemPage('not_found', lang));
    }
    if (order.status !== 'INIT') {
      const nonce = randomBytes(16).toString('base64');
      return html(reply, 200, renderDonePage(order.status, nonce, lang), nonce);
    }
    return html(reply, 200, renderSurveyPage({ orderId, token: String(token), firstName: order.first_name, lang }));
  }

  /** The form posts here: action=submit with a Yes/No per question, or action=opt_out. */
  @Post(':orderId')
  @HttpCode(200)
  async answer(
    @Param('orderId') orderId: string,
    @Query('token') queryToken: unknown,
    @Query('lang') queryLang: unknown,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const form = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const token = form.token ?? queryToken;
    const lang = wotcSimLanguage(form.lang ?? queryLang);
    const denied = this.checkLink(reply, orderId, token, lang);
    if (denied !== null) {
      return denied;
    }
    const order = await this.sim.find(orderId).catch((err: unknown) => this.rethrowUnlessMissing(err));
    if (!order) {
      return html(reply, 404, renderLinkProblemPage('not_found', lang));
    }
    let answers = null;
    if (form.action !== 'opt_out') {
      const read = readAnswers(form);
      if ('missing' in read) {
        return html(reply, 400, renderSurveyPage({ orderId, token: String(token), firstName: order.first_name, missing: read.missing, previous: form, lang }));
      }
      answers = read.answers;
    }
    const nonce = randomBytes(16).toString('base64');
    try {
      return html(reply, 200, renderDonePage(await this.sim.finish(orderId, answers), nonce, lang), nonce);
    } catch (err) {
      if (err instanceof SimOrderClosed) {
        return html(reply, 409, renderDonePage(err.status, nonce, lang), nonce);
      }
      throw err;
    }
  }

  private checkLink(reply: FastifyReply, orderId: string, token: unknown, lang: WotcSimLanguage): string | null {
    const check = this.sim.links.check(orderId, token);
    return check === 'ok' ? null : html(reply, 401, renderLinkProblemPage(check, lang));
  }

  private rethrowUnlessMissing(err: unknown): null {
    if (err instanceof SimOrderNotFound) {
      return null;
    }
    throw err;
  }
}
