import { Inject, Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { MAIL_SENDER, type MailSender } from './mail-sender';
import { NotificationOutbox } from './notification-outbox';
import type { EmailMessage, SmsMessage } from './notification.types';

/** Sends email through SMTP when configured; otherwise email, and SMS always, land in the outbox. */
@Injectable()
export class NotificationService implements OnModuleInit {
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(NotificationOutbox) private readonly outbox: NotificationOutbox,
    @Optional() @Inject(MAIL_SENDER) private readonly mail: MailSender | null,
  ) {}

  onModuleInit(): void {
    if (!this.mail) {
      this.logger.log('No SMTP configured: email goes to notification_outbox (see /_mailbox when enabled)');
    }
    this.logger.log('No SMS provider yet: SMS goes to notification_outbox');
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    assertRecipient(message.to);
    if (this.mail) {
      await this.mail.send(message);
      return;
    }
    await this.outbox.add({ customerId: message.customerId, channel: 'email', recipient: message.to, subject: message.subject, body: message.text });
  }

  async sendSms(message: SmsMessage): Promise<void> {
    assertRecipient(message.to);
    await this.outbox.add({ customerId: message.customerId, channel: 'sms', recipient: message.to, subject: null, body: message.text });
  }
}

function assertRecipient(to: string): void {
  if (!to || to.length > 320 || /[\r\n]/.test(to)) {
    throw new RangeError('Invalid notification recipient');
  }
}
