import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toErrorBody } from './error-body';

/** The one place exceptions become HTTP answers: `{ statusCode, error, messageKey, details }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      return;
    }
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(body.statusCode).send(body);
  }
}
