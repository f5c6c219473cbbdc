import { createTransport, type Transporter } from 'nodemailer';
import type { EmailMessage } from './notification.types';

/** Hands an email to a real provider. Absent (null) when no SMTP is configured. */
export interface MailSender {
  send(message: EmailMessage): Promise<void>;
}

export const MAIL_SENDER = Symbol('MAIL_SENDER');

/** nodemailer on config.smtpUrl (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
