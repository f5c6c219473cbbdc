import { randomUUID } from 'crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PERMISSIONS } from '@attest/contracts';
import { readTemplateContents } from '@attest/forms';
import {
  AccessGrantsService, badRequest, fieldErrors, JOB_QUEUE, notFound, QueueName, RealtimeService, requireCustomer, STORAGE, UserRoleEntity,
  type AuthContext, type JobQueue, type StorageService,
} from '@attest/platform';
import { DataSource } from 'typeorm';
import type { SourceEnvInput, TransferContentInput, TransferSelectionInput } from './dto/transfer-dtos';
import { TRANSFER_CONTENT_JOB, transferJobId, type TransferContentJobData } from './jobs/transfer-content.job';
import { readPackages } from './package-content';
import { BUNDLE_FORMAT, BUNDLE_VERSION, signBundle, verifyBundle, type TransferBundle } from './transfer-bundle';
import { TRANSFER_CONFIG, type TransferConfig, type TransferEnvironment } from './transfer-config';
import { planBundle, transferModel, type TransferModel } from './transfer-plan';

export interface SourceCustomer {
  customer_id: number;
  name: string;
  customer_code: string | null;
}

export interface SourceEnvCustomers {
  environment: string;
  current: boolean;
  /** Another deployment: its content comes as a bundle file exported there (POST .../bulktransfer/export). */
  bundle_only: boolean;
  customers: SourceCustomer[];
}

export interface StartedTransfer {
  transfer_id: string;
  job_id: string;
  event_name: string;
  subscription_url: string;
  model: TransferModel;
}

const MAX_BUNDLE_BYTES = 100 * 1024 * 1024;
const importKey = (customerId: number, bundleId: string) => `transfers/${customerId}/imports/${bundleId}.json`;

/**
 * Bulk transfer of templates and packages (staff-side §7 "Blueprints and bulk transfer"). Every transfer is an
 * export (a signed bundle from the source customer) followed by an import into the caller's customer — between
 * two customers of this deployment the server does both; from another deployment the bundle file is exported
 * there and imported here. The import runs as a job on the transfers queue.
 */
@Injectable()
export class BulkTransferService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(TRANSFER_CONFIG) private readonly config: TransferConfig,
    private readonly grants: AccessGrantsService,
    private readonly realtime: RealtimeService,
  ) {}

  environments(): TransferEnvironment[] {
    return this.config.environments;
  }

  /** The customers of this environment (other than the active one) whose content the caller manages. */
  async customersForSourceEnv(auth: AuthContext, body: SourceEnvInput): Promise<SourceEnvCustomers> {
    const env = this.config.environments.find((e) => e.name.toLowerCase() === body.environment.trim().toLowerCase());
    if (!env) {
      throw notFound('environment_not_found');
    }
    if (!env.current) {
      return { environment: env.name, current: false, bundle_only: true, customers: [] };
    }
    const roles = await this.ds.getRepository(UserRoleEntity).find({ select: ['customer_id'], where: { user_id: auth.userId ?? 0 } });
    const ids: number[] = [];
    for (const customerId of [...new Set(roles.map((r) => r.customer_id))].sort((a, b) => a - b)) {
      if (customerId !== auth.customerId && (await this.managesContent(auth, customerId))) {
        ids.push(customerId);
      }
    }
    return { environment: env.name, current: true, bundle_only: false, customers: await this.customerNames(ids) };
  }

  /** The signed bundle of the caller's active customer's chosen templates and packages. */
  async exportBundle(auth: AuthContext, customerId: number, body: TransferContentInput): Promise<TransferBundle> {
    requireCustomer(auth, customerId);
    return this.buildBundle(customerId, body);
  }

  /** Checks and stores an uploaded bundle for the active customer; answers its id and the preview. */
  async importBundle(auth: AuthContext, customerId: number, bytes: Buffer | undefined): Promise<TransferModel & { bundle_id: string }> {
    requireCustomer(auth, customerId);
    if (!bytes?.length) {
      throw fieldErrors({ bundle: 'required_field' });
    }
    const bundle = verifyBundle(bytes, this.config.bundleKey);
    const bundleId = randomUUID();
    await this.storage.put(importKey(customerId, bundleId), bytes, 'application/json');
    return { bundle_id: bundleId, ...transferModel(customerId, bundle, await planBundle(this.ds, this.storage, customerId, bundle)) };
  }

  async transferModel(auth: AuthContext, targetCustomerId: number, body: TransferSelectionInput): Promise<TransferModel> {
    requireCustomer(auth, targetCustomerId);
    const { bundle } = await this.resolveBundle(auth, targetCustomerId, body);
    return transferModel(targetCustomerId, bundle, await planBundle(this.ds, this.storage, targetCustomerId, bundle));
  }

  /** Stores the bundle and queues its import; progress and the result arrive on the returned real-time event. */
  async start(auth: AuthContext, customerId: number, body: TransferSelectionInput): Promise<StartedTransfer> {
    requireCustomer(auth, customerId);
    const { bundle, storedKey } = await this.resolveBundle(auth, customerId, body);
    const model = transferModel(customerId, bundle, await planBundle(this.ds, this.storage, customerId, bundle));
    const transferId = randomUUID();
    let bundleKey = storedKey;
    if (!bundleKey) {
      bundleKey = `transfers/${customerId}/${transferId}.json`;
      await this.storage.put(bundleKey, Buffer.from(JSON.stringify(bundle)), 'application/json');
    }
    const eventName = await this.realtime.createEventName('transfer', customerId);
    const data: TransferContentJobData = { version: 1, customerId, userId: auth.userId ?? 0, transferId, bundleKey, eventName };
    const job = await this.queue.add(QueueName.Transfers, TRANSFER_CONTENT_JOB, data, { jobId: transferJobId(transferId), attempts: 3, backoffMs: 2000 });
    return { transfer_id: transferId, job_id: job.id, event_name: eventName, subscription_url: `/api/v1/realtime/subscriptions/${eventName}`, model };
  }

  private async resolveBundle(auth: AuthContext, targetCustomerId: number, body: TransferSelectionInput): Promise<{ bundle: TransferBundle; storedKey: string | null }> {
    if (body.bundle_id) {
      const key = importKey(targetCustomerId, body.bundle_id);
      if (!(await this.storage.exists(key))) {
        throw notFound('bundle_not_found');
      }
      return { bundle: verifyBundle(await readAll(this.storage, key), this.config.bundleKey), storedKey: key };
    }
    const env = body.source_environment ? this.config.environments.find((e) => e.name.toLowerCase() === body.source_environment!.toLowerCase()) : this.config.environments[0];
    if (!env) {
      throw notFound('environment_not_found');
    }
    if (!env.current) {
      throw badRequest('environment_bundle_only');
    }
    if (body.source_customer_id === undefined) {
      throw fieldErrors({ source_customer_id: 'required_field' });
    }
    if (body.source_customer_id === targetCustomerId) {
      throw badRequest('transfer_same_customer');
    }
    // A customer the caller does not manage content of looks like no customer at all.
    if (!(await this.managesContent(auth, body.source_customer_id))) {
      throw notFound('transfer_source_not_found');
    }
    return { bundle: await this.buildBundle(body.source_customer_id, body), storedKey: null };
  }

  private async buildBundle(sourceCustomerId: number, body: TransferContentInput): Promise<TransferBundle> {
    const templateIds = [...new Set(body.template_ids ?? [])];
    const packageIds = [...new Set(body.package_ids ?? [])];
    if (!templateIds.length && !packageIds.length) {
      throw badRequest('transfer_nothing_chosen');
    }
    const { packages, templateIds: packageTemplateIds } = await readPackages(this.ds, sourceCustomerId, packageIds);
    if (packages.length !== packageIds.length) {
      throw notFound('package_not_found');
    }
    const templates = await readTemplateContents(this.ds, this.storage, sourceCustomerId, templateIds, true);
    if (templates.length !== templateIds.length) {
      throw notFound('template_not_found');
    }
    const extra = packageTemplateIds.filter((id) => !templateIds.includes(id));
    const all = [...templates, ...(await readTemplateContents(this.ds, this.storage, sourceCustomerId, extra, true))];
    const [source] = await this.customerNames([sourceCustomerId]);
    return signBundle(
      {
        format: BUNDLE_FORMAT,
        version: BUNDLE_VERSION,
        created_at: new Date().toISOString(),
        source: { environment: this.config.environments[0].name, customer_id: sourceCustomerId, customer_name: source?.name ?? null },
        templates: all.map((t) => t.content),
        packages,
      },
      this.config.bundleKey,
    );
  }

  private async managesContent(auth: AuthContext, customerId: number): Promise<boolean> {
    if (!auth.userId) {
      return false;
    }
    return (await this.grants.grantsFor(auth.userId, customerId)).permissions.has(PERMISSIONS.CONTENT_MANAGE);
  }

  /**
   * Names read with plain SQL: the customers table is identity's, which edocs does not import; a process
   * without it (edocs alone) answers the ids.
   */
  private async customerNames(ids: number[]): Promise<SourceCustomer[]> {
    if (!ids.length) {
      return [];
    }
    try {
      const rows = (await this.ds.query(`SELECT id, name, customer_code FROM customers WHERE id IN (${ids.map(() => '?').join(',')})`, ids)) as { id: number; name: string; customer_code: string }[];
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return ids.map((id) => ({ customer_id: id, name: byId.get(id)?.name ?? String(id), customer_code: byId.get(id)?.customer_code ?? null }));
    } catch {
      return ids.map((id) => ({ customer_id: id, name: String(id), customer_code: null }));
    }
  }
}

export async function readAll(storage: StorageService, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.read(key)) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > MAX_BUNDLE_BYTES) {
      throw badRequest('bundle_too_large');
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

export { MAX_BUNDLE_BYTES };
