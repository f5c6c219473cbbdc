import { AtsHttpError } from './ats-http';
import type {
  AtsFileUpload,
  AtsCandidate, AtsCategory, AtsCertification, AtsChange, AtsClient, AtsConnector, AtsFile, AtsIndustry, AtsJobOrder, AtsPlacement, AtsSkill, AtsSpecialty,
} from './ats-connector';
import type { AtsRestClient } from './ats-rest-client';

type Json = Record<string, unknown>;

/** Where a REST ATS keeps each thing; the simulator and the Bullhorn-style adapter differ only here. */
export interface AtsPaths {
  categories: string;
  specialties: string;
  skills: string;
  industries: string;
  clients: string;
  jobOrders: string;
  jobOrder: (id: string) => string;
  client: (id: string) => string;
  candidate: (id: string) => string;
  candidates: string;
  /** Method that creates a candidate (Bullhorn creates with PUT and updates with POST). */
  createMethod: 'POST' | 'PUT';
  updateMethod: 'POST' | 'PUT';
  placements: string;
  certifications: string;
  files: string;
  /** Where a candidate's file is uploaded (POST). */
  candidateFiles: (candidateId: string) => string;
  changes: string;
}

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const idOf = (v: unknown): string | null => (v && typeof v === 'object' ? str((v as Json).id) : str(v));
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map(idOf).filter((x): x is string => x !== null) : v && typeof v === 'object' && Array.isArray((v as Json).data) ? ids((v as Json).data) : []);

export function toJobOrder(j: Json): AtsJobOrder {
  const address = (j.address ?? {}) as Json;
  return {
    id: String(j.id),
    title: String(j.title ?? ''),
    clientId: idOf(j.clientCorporation),
    categoryId: ids(j.categories)[0] ?? null,
    specialtyId: str(j.specialtyId),
    employmentType: str(j.employmentType),
    open: j.isOpen !== false,
    public: j.isPublic === true || j.isPublic === 1,
    deleted: j.isDeleted === true,
    startDate: str(j.startDate)?.slice(0, 10) ?? null,
    dateAdded: str(j.dateAdded)?.slice(0, 10) ?? null,
    payRate: numOrNull(j.payRate),
    payLow: numOrNull(j.payRateLow),
    payHigh: numOrNull(j.payRateHigh),
    salary: numOrNull(j.salary),
    description: str(j.description),
    briefDescription: str(j.publicDescription),
    requirements: str(j.skillsRequired),
    address1: str(address.address1),
    city: str(address.city),
    state: str(address.state),
    zip: str(address.zip),
    country: str(address.countryCode),
  };
}

/** An AtsConnector over a REST ATS whose lists answer { total, start, count, data }. */
export class RestAtsConnector implements AtsConnector {
  constructor(
    readonly adapter: string,
    readonly http: AtsRestClient,
    private readonly paths: AtsPaths,
  ) {}

  async categories(): Promise<AtsCategory[]> {
    return (await this.http.all<Json>(this.paths.categories)).map((c) => ({ id: String(c.id), name: String(c.name ?? ''), enabled: c.enabled !== false }));
  }

  async specialties(): Promise<AtsSpecialty[]> {
    return (await this.http.all<Json>(this.paths.specialties)).map((s) => ({ id: String(s.id), name: String(s.name ?? ''), categoryId: idOf(s.categoryId ?? s.parentCategory) ?? '' }));
  }

  async skills(): Promise<AtsSkill[]> {
    return (await this.http.all<Json>(this.paths.skills)).map((s) => ({ id: String(s.id), name: String(s.name ?? ''), categoryIds: ids(s.categoryIds ?? s.categories) }));
  }

  async industries(): Promise<AtsIndustry[]> {
    return (await this.http.all<Json>(this.paths.industries)).map((s) => ({ id: String(s.id), name: String(s.name ?? '') }));
  }

  async clients(): Promise<AtsClient[]> {
    return (await this.http.all<Json>(this.paths.clients)).map(toClient);
  }

  async client(id: string): Promise<AtsClient | null> {
    const row = await this.one(this.paths.client(id));
    return row ? toClient(row) : null;
  }

  async jobOrders(): Promise<AtsJobOrder[]> {
    return (await this.http.all<Json>(this.paths.jobOrders)).map(toJobOrder);
  }

  async jobOrder(id: string): Promise<AtsJobOrder | null> {
    const row = await this.one(this.paths.jobOrder(id));
    return row ? toJobOrder(row) : null;
  }

  async changesSince(cursor: number, entities: string[]): Promise<{ changes: AtsChange[]; cursor: number }> {
    const changes: AtsChange[] = [];
    let at = cursor;
    for (;;) {
      const page = await this.http.call<{ data: Json[]; last_seq: number; more: boolean }>({ method: 'GET', path: this.paths.changes, query: { since: at, count: 200 } });
      for (const c of page.data) {
        if (entities.includes(String(c.entity))) {
          changes.push({ seq: Number(c.seq), entity: String(c.entity), id: String(c.id), change: c.change as AtsChange['change'] });
        }
      }
      at = Math.max(at, Number(page.last_seq));
      if (!page.more) {
        return { changes, cursor: at };
      }
    }
  }

  async latestCursor(): Promise<number> {
    return (await this.changesSince(0, [])).cursor;
  }

  async placementsForCandidate(candidateId: string): Promise<AtsPlacement[]> {
    return (await this.http.all<Json>(this.paths.placements, { candidateId })).map((p) => ({
      id: String(p.id),
      candidateId: String(idOf(p.candidateId ?? p.candidate) ?? candidateId),
      jobOrderId: idOf(p.jobOrderId ?? p.jobOrder),
      status: String(p.status ?? ''),
      startDate: str(p.dateBegin)?.slice(0, 10) ?? null,
      payRate: numOrNull(p.payRate),
    }));
  }

  async candidate(id: string): Promise<AtsCandidate | null> {
    const c = await this.one(this.paths.candidate(id));
    return c ? { id: String(c.id), firstName: str(c.firstName), lastName: str(c.lastName), email: str(c.email), status: str(c.status) } : null;
  }

  async createCandidate(fields: Omit<AtsCandidate, 'id'>): Promise<string> {
    const res = await this.http.call<{ changedEntityId: number | string }>({ method: this.paths.createMethod, path: this.paths.candidates, body: fields });
    return String(res.changedEntityId);
  }

  async updateCandidate(id: string, fields: Partial<Omit<AtsCandidate, 'id'>>): Promise<void> {
    await this.http.call({ method: this.paths.updateMethod, path: this.paths.candidate(id), body: fields });
  }

  async certifications(candidateId: string): Promise<AtsCertification[]> {
    return (await this.http.all<Json>(this.paths.certifications, { candidateId })).map((c) => ({
      id: String(c.id), candidateId, name: String(c.name ?? ''), expirationDate: str(c.expirationDate), status: str(c.status),
    }));
  }

  async files(candidateId: string): Promise<AtsFile[]> {
    return (await this.http.all<Json>(this.paths.files, { candidateId })).map((f) => ({
      id: String(f.id), candidateId, name: String(f.name ?? ''), contentType: str(f.contentType), size: numOrNull(f.size),
    }));
  }

  async candidateRecord(id: string): Promise<Record<string, unknown> | null> {
    return this.one(this.paths.candidate(id));
  }

  async createCandidateRecord(fields: Record<string, unknown>): Promise<string> {
    const res = await this.http.call<{ changedEntityId: number | string }>({ method: this.paths.createMethod, path: this.paths.candidates, body: fields });
    return String(res.changedEntityId);
  }

  async updateCandidateRecord(id: string, fields: Record<string, unknown>): Promise<void> {
    await this.http.call({ method: this.paths.updateMethod, path: this.paths.candidate(id), body: fields });
  }

  async uploadCandidateFile(candidateId: string, file: AtsFileUpload): Promise<string> {
    const res = await this.http.call<{ fileId: number | string }>({
      method: 'POST',
      path: this.paths.candidateFiles(candidateId),
      body: { name: file.name, contentType: file.contentType, type: file.type, externalKey: file.externalKey, fileContent: file.content.toString('base64') },
    });
    return String(res.fileId);
  }

  private async one(path: string): Promise<Json | null> {
    try {
      return (await this.http.call<{ data: Json }>({ method: 'GET', path })).data;
    } catch (err) {
      if (err instanceof AtsHttpError && err.status === 404) {
        return null;
      }
      throw err;
    }
  }
}

function toClient(c: Json): AtsClient {
  return { id: String(c.id), name: String(c.name ?? ''), active: c.status === undefined || String(c.status) === 'Active' };
}

/** The built-in simulator's paths (/_sim/ats/...). */
export const SIMULATOR_PATHS: AtsPaths = {
  categories: '/categories',
  specialties: '/specialties',
  skills: '/skills',
  industries: '/industries',
  clients: '/clients',
  jobOrders: '/joborders',
  jobOrder: (id) => `/joborders/${encodeURIComponent(id)}`,
  client: (id) => `/clients/${encodeURIComponent(id)}`,
  candidate: (id) => `/candidates/${encodeURIComponent(id)}`,
  candidates: '/candidates',
  createMethod: 'POST',
  updateMethod: 'PUT',
  placements: '/placements',
  certifications: '/certifications',
  files: '/files',
  candidateFiles: (id) => `/candidates/${encodeURIComponent(id)}/files`,
  changes: '/changes',
};

/**
 * A Bullhorn-style REST API's paths (query/search/entity resources, BusinessSector for industries,
 * PUT creates and POST updates). Its change log is read from an event-subscription-like `/changes` resource.
 */
export const BULLHORN_PATHS: AtsPaths = {
  categories: '/query/Category',
  specialties: '/query/Specialty',
  skills: '/query/Skill',
  industries: '/query/BusinessSector',
  clients: '/query/ClientCorporation',
  jobOrders: '/search/JobOrder',
  jobOrder: (id) => `/entity/JobOrder/${encodeURIComponent(id)}`,
  client: (id) => `/entity/ClientCorporation/${encodeURIComponent(id)}`,
  candidate: (id) => `/entity/Candidate/${encodeURIComponent(id)}`,
  candidates: '/entity/Candidate',
  createMethod: 'PUT',
  updateMethod: 'POST',
  placements: '/query/Placement',
  certifications: '/query/CandidateCertification',
  files: '/query/CandidateFileAttachment',
  candidateFiles: (id) => `/file/Candidate/${encodeURIComponent(id)}`,
  changes: '/changes',
};
