import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { notFound } from '../errors/app-exception';
import { renderMailboxPage } from './mailbox-page';
import { NotificationOutbox, type OutboxMessage } from './notification-outbox';

/**
 * The outbox for operators, tests and the demo. Public on purpose: it exists only in the embedded
 * default (MAILBOX_ENABLED, on by default without SMTP), where there is no real mail to protect.
 */
@Public()
@ApiExcludeController()
@Controller()
export class MailboxController {
  constructor(
    @Inject(NotificationOutbox) private readonly outbox: NotificationOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('_mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
  async page(@Query('to') to?: unknown): Promise<string> {
    const filter = typeof to === 'string' && to.trim() ? to.trim() : undefined;
    return renderMailboxPage(await this.messages(filter), filter);
  }

  @Get('_mailbox.json')
  @Header('Cache-Control', 'no-store')
  async json(@Query('to') to?: unknown): Promise<{ messages: OutboxMessage[] }> {
    return { messages: await this.messages(typeof to === 'string' && to.trim() ? to : undefined) };
  }

  private async messages(to?: string): Promise<OutboxMessage[]> {
    if (!this.config.mailboxEnabled) {
      throw notFound('route_not_found');
    }
    return this.outbox.list({ to });
  }
}
