import { CanActivate, ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppException, forbidden, unauthorized } from '../errors/app-exception';
import type { AuthContext, AuthedRequest, Party } from './auth-context';
import type { Permission } from '@attest/contracts';
import { AccessGrantsService } from '../access/access-grants.service';
import { setLogCustomer } from '../observability/log-context';
import { permissionDenied } from './access-checks';
import { CUSTOMER_MEMBERSHIP, CustomerMembership } from './customer-membership';
import { REQUIRED_PERMISSION } from './require-permission.decorator';
import { ALLOWED_PARTIES } from './parties.decorator';
import { IS_PUBLIC } from './public.decorator';
import { TokenService } from './token.service';

function header(req: AuthedRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** `Authorization: Basic {token}` (the spec's form) or `Bearer {token}`. */
export function readToken(authorization: string | undefined): string | undefined {
  const m = /^(Basic|Bearer)\s+(\S+)$/i.exec(authorization ?? '');
  return m?.[2];
}

/**
 * Global guard: every route needs a verified token unless marked @Public(). The party header must
 * match the token's party; the customer header is unverified until it is shown to be the caller's.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly grants: AccessGrantsService,
    @Optional() @Inject(CUSTOMER_MEMBERSHIP) private readonly membership?: CustomerMembership,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') {
      return true;
    }
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      return true;
    }
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const raw = readToken(header(req, 'authorization'));
    const token = raw ? await this.tokens.findAccess(raw) : undefined;
    if (!token) {
      throw unauthorized();
    }
    const partyHeader = header(req, 'x-requested-by-party');
    if (partyHeader !== undefined && partyHeader !== token.party) {
      throw forbidden('party_mismatch');
    }
    if (partyHeader === undefined) {
      throw new AppException(400, 'party_header_required');
    }
    const auth: AuthContext = {
      party: token.party,
      customerId: token.customer_id,
      tokenId: token.id,
      ...(req.ip ? { ip: req.ip } : {}),
      ...(token.party === 'applicant' ? { applicantId: token.subject_id } : { userId: token.subject_id }),
      ...(token.issued_by_user_id ? { actingUserId: token.issued_by_user_id } : {}),
    };
    auth.customerId = await this.activeCustomer(auth, header(req, 'x-request-customer-id'));
    // Verified now: every later log line of this request (and its access line) names the customer.
    setLogCustomer(req, auth.customerId);
    const required = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets);
    // A permission makes a route staff-only unless @Parties names the applicant too.
    const allowed = this.reflector.getAllAndOverride<Party[] | undefined>(ALLOWED_PARTIES, targets) ?? (required ? ['user'] : undefined);
    if (allowed && !allowed.includes(auth.party)) {
      throw forbidden('forbidden_party');
    }
    if (auth.party === 'user') {
      await this.checkPermission(auth, required);
    }
    req.auth = auth;
    return true;
  }

  /** Fails closed: a staff route that declares no permission, or a user without it, is refused. */
  private async checkPermission(auth: AuthContext, required: Permission | undefined): Promise<void> {
    const grants = await this.grants.grantsFor(auth.userId ?? 0, auth.customerId);
    auth.permissions = grants.permissions;
    auth.locationIds = grants.locationIds;
    if (!required || !grants.permissions.has(required)) {
      throw permissionDenied();
    }
  }

  private async activeCustomer(auth: AuthContext, unverifiedCustomerId: string | undefined): Promise<number> {
    if (unverifiedCustomerId === undefined || unverifiedCustomerId === '') {
      return auth.customerId;
    }
    const wanted = Number(unverifiedCustomerId);
    if (!Number.isInteger(wanted)) {
      throw forbidden('customer_forbidden');
    }
    if (wanted === auth.customerId) {
      return wanted;
    }
    const allowed = auth.party === 'user' && auth.userId && this.membership ? await this.membership.userCustomerIds(auth.userId) : [];
    if (!allowed.includes(wanted)) {
      throw forbidden('customer_forbidden');
    }
    return wanted;
  }
}
