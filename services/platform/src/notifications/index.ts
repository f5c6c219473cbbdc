import { NotificationOutboxEntity } from './entities/notification-outbox.entity';
import { CreateNotificationOutbox1795300000000 } from './migrations/1795300000000-create-notification-outbox';

export * from './notification.types';
export { NotificationOutboxEntity } from './entities/notification-outbox.entity';
export { CreateNotificationOutbox1795300000000 } from './migrations/1795300000000-create-notification-outbox';
export { NotificationService } from './notification.service';
export { NotificationOutbox, findLinks, type OutboxMessage } from './notification-outbox';
export { MAIL_SENDER, SmtpMailSender, type MailSender } from './mail-sender';
export { MailboxController } from './mailbox.controller';
export { escapeHtml, linkify, renderMailboxPage } from './mailbox-page';
export { NotificationsModule, type NotificationsModuleOptions } from './notifications.module';

/** Registered in the DataSource by the platform (platform-data.ts). */
export const notificationEntities = [NotificationOutboxEntity];
export const notificationMigrations = [CreateNotificationOutbox1795300000000];
