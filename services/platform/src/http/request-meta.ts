import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthContext } from '../auth/auth-context';

/** Who did it and from where, for the audit trail. */
export interface RequestMeta {
  ip: string | null;
  user_agent: string | null;
}

export const ReqMeta = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestMeta => {
  const req = ctx.switchToHttp().getRequest<{ ip?: string; headers: Record<string, string | string[] | undefined> }>();
  const ua = req.headers['user-agent'];
  return { ip: req.ip ?? null, user_agent: (Array.isArray(ua) ? ua[0] : ua) ?? null };
});

export function actorOf(auth: AuthContext): string {
  if (auth.party === 'applicant') {
    return auth.actingUserId ? `applicant:${auth.applicantId}(user:${auth.actingUserId})` : `applicant:${auth.applicantId}`;
  }
  return `${auth.party}:${auth.userId ?? 0}`;
}
