import { HttpException, HttpStatus } from '@nestjs/common';

/** A failure a person can be told about: the status plus a translation key (and optional details). */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly messageKey: string,
    readonly details?: Record<string, unknown>,
  ) {
    super({ messageKey, details }, status);
  }
}

export const notFound = (messageKey = 'not_found') => new AppException(HttpStatus.NOT_FOUND, messageKey);
export const badRequest = (messageKey: string, details?: Record<string, unknown>) =>
  new AppException(HttpStatus.BAD_REQUEST, messageKey, details);
export const forbidden = (messageKey = 'forbidden') => new AppException(HttpStatus.FORBIDDEN, messageKey);
export const unauthorized = (messageKey = 'unauthorized') => new AppException(HttpStatus.UNAUTHORIZED, messageKey);
export const conflict = (messageKey: string, details?: Record<string, unknown>) =>
  new AppException(HttpStatus.CONFLICT, messageKey, details);
export const fieldErrors = (fields: Record<string, string>) =>
  new AppException(HttpStatus.BAD_REQUEST, 'validation_failed', { fields });
