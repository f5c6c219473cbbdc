import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { AtsAdapterName } from '@attest/contracts';
import { CustomerConfigService, fieldCipher } from '@attest/platform';
import { AtsSimulatorServer } from '../ats-simulator/ats-sim-server';
import { adapterOf, ATS_CONFIG_KEYS } from './ats-config';
import type { AtsCallObserver } from './ats-connector';
import { atsAdapterId } from '../adapter-properties/adapters';
import { AtsNotConfiguredError, EXTERNAL_CALL_RECORDER, fetchTransport, recordedTransport, type AtsTransport, type ExternalCallRecorder } from './ats-http';
import { AtsRestClient } from './ats-rest-client';
import { BULLHORN_PATHS, RestAtsConnector, SIMULATOR_PATHS } from './rest-ats-connector';

const ENCRYPTED = /^v\d+:/;

/** Builds the customer's connector: the built-in simulator, or the Bullhorn-style adapter once its keys are set. */
@Injectable()
export class AtsConnectorFactory {
  private readonly log = new Logger('AtsConnector');

  constructor(
    @Inject(CustomerConfigService) private readonly config: CustomerConfigService,
    @Inject(AtsSimulatorServer) private readonly sim: AtsSimulatorServer,
    @Optional() @Inject(EXTERNAL_CALL_RECORDER) private readonly recorder?: ExternalCallRecorder | null,
  ) {}

  async adapter(customerId: number): Promise<AtsAdapterName> {
    return adapterOf(await this.config.get(customerId, ATS_CONFIG_KEYS.adapter));
  }

  /** Whether the adapter can be used (the simulator always; a vendor once its URL and client are set). */
  async configured(customerId: number): Promise<boolean> {
    try {
      await this.settings(customerId);
      return true;
    } catch (err) {
      if (err instanceof AtsNotConfiguredError) {
        return false;
      }
      throw err;
    }
  }

  async forCustomer(customerId: number, observer?: AtsCallObserver): Promise<RestAtsConnector> {
    const s = await this.settings(customerId);
    const transport = recordedTransport(s.transport, this.recorder, customerId, atsAdapterId(s.adapter));
    const http = new AtsRestClient({ transport, clientId: s.clientId, clientSecret: s.clientSecret, observer });
    return new RestAtsConnector(s.adapter, http, s.adapter === 'simulator' ? SIMULATOR_PATHS : BULLHORN_PATHS);
  }

  private async settings(customerId: number): Promise<{ adapter: AtsAdapterName; transport: AtsTransport; clientId: string; clientSecret: string }> {
    const adapter = await this.adapter(customerId);
    if (adapter === 'simulator') {
      // In process: the same handler the /_sim/ats HTTP routes call, so tokens, paging and faults behave alike.
      const creds = this.sim.credentials(customerId);
      return { adapter, transport: (req) => this.sim.handle(req), clientId: creds.client_id, clientSecret: creds.client_secret };
    }
    const values = await this.config.all(customerId);
    const baseUrl = values[ATS_CONFIG_KEYS.bullhornBaseUrl]?.trim();
    const clientId = values[ATS_CONFIG_KEYS.bullhornClientId]?.trim();
    const stored = values[ATS_CONFIG_KEYS.bullhornClientSecret];
    let clientSecret: string | null = null;
    if (stored && ENCRYPTED.test(stored)) {
      clientSecret = fieldCipher().decrypt(stored);
    } else if (stored) {
      this.log.warn(`${ATS_CONFIG_KEYS.bullhornClientSecret} of customer ${customerId} is stored in clear and is ignored`);
    }
    if (!baseUrl || !/^https:\/\//.test(baseUrl) || !clientId || !clientSecret) {
      throw new AtsNotConfiguredError(adapter);
    }
    return { adapter, transport: fetchTransport(baseUrl), clientId, clientSecret };
  }
}
