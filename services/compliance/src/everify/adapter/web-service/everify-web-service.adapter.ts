import { Inject, Injectable } from '@nestjs/common';
import type { ClosureStatement, PhotoMatchAnswer } from '@attest/contracts';
import { CustomerConfigService } from '@attest/platform';
import { EVERIFY_CONFIG, type EverifyConfig, type EverifyWebServiceConfig } from '../../everify-config';
import type { EverifyAdapter, EverifyCallContext, EverifyCaseAnswer, EverifyCaseInput, EverifyPhoto } from '../everify-adapter';
import { EverifyNotConfiguredError, EverifyRefusedError, EverifyUnavailableError } from '../everify-errors';
import { fromWebServiceCase, toWebServiceCase, type WebServiceCaseAnswer } from './web-service-mapping';

/** Per-customer: the E-Verify client company id the employer agent account submits for. */
export const CLIENT_COMPANY_ID_KEY = 'everify_client_company_id';

/**
 * The real E-Verify web service (skeleton, disabled until configured): endpoint and credentials from the
 * environment (EVERIFY_WS_URL, EVERIFY_WS_USERNAME, EVERIFY_WS_PASSWORD), the client company id per customer.
 * Unconfigured, every call throws EverifyNotConfiguredError: cases wait, none is lost. Never exercised against
 * the real service (decision 0013): the paths and fields are to be checked against its interface first.
 */
@Injectable()
export class EverifyWebServiceAdapter implements EverifyAdapter {
  readonly kind = 'web_service' as const;

  constructor(
    @Inject(EVERIFY_CONFIG) private readonly config: EverifyConfig,
    private readonly customerConfig: CustomerConfigService,
  ) {}

  async submitCase(ctx: EverifyCallContext, input: EverifyCaseInput): Promise<EverifyCaseAnswer> {
    const ws = this.ready();
    const company = await this.customerConfig.get(ctx.customerId, CLIENT_COMPANY_ID_KEY);
    return this.caseCall(ws, 'POST', 'cases', toWebServiceCase(input, company));
  }

  /** A case search by our client case reference (the latest case first); to be checked against the ICA (decision 0024). */
  async findCase(ctx: EverifyCallContext, clientReference: string): Promise<EverifyCaseAnswer | null> {
    const ws = this.ready();
    const company = await this.customerConfig.get(ctx.customerId, CLIENT_COMPANY_ID_KEY);
    const query = new URLSearchParams({ client_case_reference: clientReference, ...(company ? { client_company_id: company } : {}) });
    const found = ((await this.send(ws, 'GET', `cases?${query.toString()}`)) as { cases?: WebServiceCaseAnswer[] }).cases ?? [];
    const latest = found.map(fromWebServiceCase).filter((c): c is EverifyCaseAnswer => c !== null);
    return latest.sort((a, b) => b.statusChangedAt.localeCompare(a.statusChangedAt))[0] ?? null;
  }

  async fetchStatus(_ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.caseCall(this.ready(), 'GET', `cases/${encodeURIComponent(caseNumber)}`);
  }

  async retrievePhoto(_ctx: EverifyCallContext, caseNumber: string): Promise<EverifyPhoto> {
    const answer = (await this.send(this.ready(), 'GET', `cases/${encodeURIComponent(caseNumber)}/photo`)) as { photo?: string; content_type?: string };
    if (!answer.photo) {
      throw new EverifyRefusedError('everify_refused', 'no photo in the answer');
    }
    return { contentType: answer.content_type ?? 'image/jpeg', data: answer.photo };
  }

  async submitPhotoMatch(_ctx: EverifyCallContext, caseNumber: string, answer: PhotoMatchAnswer): Promise<EverifyCaseAnswer> {
    return this.caseCall(this.ready(), 'POST', `cases/${encodeURIComponent(caseNumber)}/photo-confirmation`, { photo_matches: answer });
  }

  async continueDuplicate(_ctx: EverifyCallContext, caseNumber: string, reason: string): Promise<EverifyCaseAnswer> {
    return this.caseCall(this.ready(), 'POST', `cases/${encodeURIComponent(caseNumber)}/duplicate-continue`, { duplicate_continue_reason: reason });
  }

  async confirmNotification(_ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.caseCall(this.ready(), 'POST', `cases/${encodeURIComponent(caseNumber)}/employee-notified`, {});
  }

  async referCase(_ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.caseCall(this.ready(), 'POST', `cases/${encodeURIComponent(caseNumber)}/refer`, {});
  }

  async noncontest(_ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.caseCall(this.ready(), 'POST', `cases/${encodeURIComponent(caseNumber)}/confirm-no-action`, {});
  }

  async closeCase(_ctx: EverifyCallContext, caseNumber: string, statement: ClosureStatement): Promise<EverifyCaseAnswer> {
    return this.caseCall(this.ready(), 'POST', `cases/${encodeURIComponent(caseNumber)}/close`, { case_closure_reason_code: statement });
  }

  /** The configuration, or EverifyNotConfiguredError naming what is missing. */
  private ready(): EverifyWebServiceConfig & { url: string; username: string; password: string } {
    const ws = this.config.webService;
    const missing = [!ws.url && 'EVERIFY_WS_URL', !ws.username && 'EVERIFY_WS_USERNAME', !ws.password && 'EVERIFY_WS_PASSWORD'].filter((m): m is string => !!m);
    if (missing.length || !ws.url || !ws.username || !ws.password) {
      throw new EverifyNotConfiguredError(missing);
    }
    return { ...ws, url: ws.url, username: ws.username, password: ws.password };
  }

  private async caseCall(ws: EverifyWebServiceConfig & { url: string; username: string; password: string }, method: string, path: string, body?: unknown): Promise<EverifyCaseAnswer> {
    const answer = fromWebServiceCase((await this.send(ws, method, path, body)) as WebServiceCaseAnswer);
    if (!answer) {
      throw new EverifyRefusedError('everify_refused', 'unknown case status in the answer');
    }
    return answer;
  }

  /** One HTTP call: no answer, a time-out or a 5xx/429 is "unavailable" (retried); another 4xx is a refusal. */
  private async send(ws: EverifyWebServiceConfig & { url: string; username: string; password: string }, method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${ws.url.replace(/\/$/, '')}/${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${ws.username}:${ws.password}`).toString('base64')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(ws.timeoutMs),
      });
    } catch (err) {
      throw new EverifyUnavailableError('everify_unavailable', (err as Error).name);
    }
    if (res.status >= 500 || res.status === 429) {
      throw new EverifyUnavailableError('everify_unavailable', `HTTP ${res.status}`);
    }
    if (!res.ok) {
      throw new EverifyRefusedError('everify_refused', `HTTP ${res.status}`);
    }
    return (await res.json()) as unknown;
  }
}
