import { Injectable, Logger } from '@nestjs/common';
import {
  isConfigOn,
  SSO_CONFIG_KEYS,
  type SsoAudience,
  type SsoAudienceSettingsDto,
  type SsoOptionsDto,
  type SsoSettingsDto,
  type SsoSettingsInput,
} from '@attest/contracts';
import { CustomerConfigService, fieldCipher, type AuthContext } from '@attest/platform';
import { CustomersService } from '../customers/customers.service';

/** One audience's SSO connection as the server uses it (the secret decrypted). */
export interface SsoConnection {
  enabled: boolean;
  issuer: string | null;
  clientId: string | null;
  clientSecret: string | null;
  disablePasswordLogin: boolean;
  logoutUrl: string | null;
}

const ENCRYPTED = /^v1:/;

/**
 * Single sign-on settings, kept in per-customer configuration keys (SSO_CONFIG_KEYS). The client
 * secret is written encrypted by PUT /api/v1/sso/settings; a secret stored in clear (through the
 * generic configuration route) is not used.
 */
@Injectable()
export class SsoSettingsService {
  private readonly log = new Logger('SsoSettings');

  constructor(
    private readonly configs: CustomerConfigService,
    private readonly customers: CustomersService,
  ) {}

  async connection(customerId: number, audience: SsoAudience): Promise<SsoConnection> {
    const keys = SSO_CONFIG_KEYS[audience];
    const values = await this.configs.all(customerId);
    const text = (name: string): string | null => values[name]?.trim() || null;
    return {
      enabled: isConfigOn(values[keys.enable]) && !!text(keys.issuer) && !!text(keys.clientId),
      issuer: text(keys.issuer),
      clientId: text(keys.clientId),
      clientSecret: this.secret(customerId, keys.clientSecret, values[keys.clientSecret]),
      disablePasswordLogin: isConfigOn(values[keys.disablePasswordLogin]),
      logoutUrl: text(keys.logoutUrl),
    };
  }

  /** Password login is refused only while SSO is really on (else nobody could sign in). */
  async passwordLoginDisabled(customerId: number, audience: SsoAudience): Promise<boolean> {
    const c = await this.connection(customerId, audience);
    return c.enabled && c.disablePasswordLogin;
  }

  async options(customerCode: string): Promise<SsoOptionsDto> {
    const customer = await this.customers.requireByCode(customerCode);
    const [staff, applicant] = await Promise.all([this.connection(customer.id, 'staff'), this.connection(customer.id, 'applicant')]);
    return {
      staff: { enabled: staff.enabled, password_login_disabled: staff.enabled && staff.disablePasswordLogin },
      applicant: {
        enabled: applicant.enabled,
        password_login_disabled: applicant.enabled && applicant.disablePasswordLogin,
        logout_url: applicant.enabled ? applicant.logoutUrl : null,
      },
    };
  }

  async settings(auth: AuthContext): Promise<SsoSettingsDto> {
    const view = async (audience: SsoAudience): Promise<SsoAudienceSettingsDto> => {
      const keys = SSO_CONFIG_KEYS[audience];
      const values = await this.configs.all(auth.customerId);
      return {
        enable: isConfigOn(values[keys.enable]),
        issuer: values[keys.issuer] ?? null,
        client_id: values[keys.clientId] ?? null,
        client_secret_set: ENCRYPTED.test(values[keys.clientSecret] ?? ''),
        disable_password_login: isConfigOn(values[keys.disablePasswordLogin]),
        logout_url: values[keys.logoutUrl] ?? null,
      };
    };
    return { staff: await view('staff'), applicant: await view('applicant') };
  }

  /** Writes the fields sent (each change audited by the configuration service; the secret only as ciphertext). */
  async update(auth: AuthContext, input: SsoSettingsInput): Promise<SsoSettingsDto> {
    for (const audience of ['staff', 'applicant'] as const) {
      const s = input[audience];
      if (!s) {
        continue;
      }
      const keys = SSO_CONFIG_KEYS[audience];
      const writes: [string, string | null | undefined][] = [
        [keys.enable, s.enable === undefined ? undefined : s.enable ? '1' : '0'],
        [keys.issuer, s.issuer],
        [keys.clientId, s.client_id],
        [keys.clientSecret, s.client_secret === undefined ? undefined : s.client_secret === '' ? null : fieldCipher().encrypt(s.client_secret)],
        [keys.disablePasswordLogin, s.disable_password_login === undefined ? undefined : s.disable_password_login ? '1' : '0'],
        [keys.logoutUrl, s.logout_url === undefined ? undefined : s.logout_url || null],
      ];
      for (const [name, value] of writes) {
        if (value === null) {
          await this.configs.remove(auth, name);
        } else if (value !== undefined) {
          await this.configs.set(auth, name, value);
        }
      }
    }
    return this.settings(auth);
  }

  private secret(customerId: number, name: string, stored: string | undefined): string | null {
    if (!stored) {
      return null;
    }
    if (!ENCRYPTED.test(stored)) {
      this.log.warn(`${name} of customer ${customerId} is stored in clear and is ignored: set it through PUT /api/v1/sso/settings`);
      return null;
    }
    return fieldCipher().decrypt(stored);
  }
}
