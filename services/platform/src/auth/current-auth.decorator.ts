import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthContext, AuthedRequest } from './auth-context';

/** The verified caller. Throws if reached without the AuthGuard (a public route asking for auth is a bug). */
export const CurrentAuth = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext => {
  const req = ctx.switchToHttp().getRequest<AuthedRequest>();
  if (!req.auth) {
    throw new Error('CurrentAuth used on a route the AuthGuard did not authenticate');
  }
  return req.auth;
});
