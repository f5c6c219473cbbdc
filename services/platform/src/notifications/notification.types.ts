export type NotificationChannel = 'email' | 'sms';

export interface EmailMessage {
  customerId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SmsMessage {
  customerId: number;
  to: string;
  text: string;
}
