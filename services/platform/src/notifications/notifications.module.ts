import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MAIL_SENDER, SmtpMailSender } from './mail-sender';
import { MailboxController } from './mailbox.controller';
import { NotificationOutbox } from './notification-outbox';
import { NotificationService } from './notification.service';

export interface NotificationsModuleOptions {
  /**
   * Pass `config.mailboxEnabled` to leave the /_mailbox routes out of the route table entirely when off.
   * Omitted: the routes are registered and answer 404 route_not_found while the mailbox is disabled.
   */
  mailboxEnabled?: boolean;
}

/** NotificationService everywhere; the /_mailbox pages for the embedded default. Needs the DataSource provider. */
@Global()
@Module({})
export class NotificationsModule {
  static forRoot(options: NotificationsModuleOptions = {}): DynamicModule {
    const controllers: Type<unknown>[] = options.mailboxEnabled === false ? [] : [MailboxController];
    return {
      module: NotificationsModule,
      controllers,
      providers: [
        NotificationOutbox,
        NotificationService,
        {
          provide: MAIL_SENDER,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => (config.smtpUrl ? new SmtpMailSender(config.smtpUrl, config.mailFrom) : null),
        },
      ],
      exports: [NotificationService],
    };
  }
}
