import { Injectable } from '@nestjs/common';
import { CustomerConfigService, forbidden, locationScope, requireLocation, type AuthContext } from '@attest/platform';

/** The customer keys E-Verify reads (staff-side §9). */
export const EVERIFY_FLAGS = ['enable_everify', 'enable_location_based_everify_case_view', 'i9_validation_for_everify'] as const;
export type EverifyFlags = Record<(typeof EVERIFY_FLAGS)[number], boolean>;

/**
 * Whether E-Verify is on for the customer (403 everify_disabled otherwise), and which cases a staff user sees:
 * every case of the customer, or with enable_location_based_everify_case_view only those of their locations.
 */
@Injectable()
export class EverifyAccess {
  constructor(private readonly config: CustomerConfigService) {}

  async requireEnabled(auth: AuthContext): Promise<EverifyFlags> {
    const flags = await this.config.flags(auth.customerId, EVERIFY_FLAGS);
    if (!flags.enable_everify) {
      throw forbidden('everify_disabled');
    }
    return flags;
  }

  /** The locations the caller's case lists are limited to (null: all of the customer's). */
  scope(auth: AuthContext, flags: EverifyFlags): number[] | null {
    return flags.enable_location_based_everify_case_view ? locationScope(auth) : null;
  }

  /** 404 for a case outside the caller's view, as if it did not exist. */
  requireInScope(auth: AuthContext, flags: EverifyFlags, locationId: number | null): void {
    if (flags.enable_location_based_everify_case_view) {
      requireLocation(auth, locationId);
    }
  }
}
