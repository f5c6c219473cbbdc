import { Injectable } from '@nestjs/common';

export interface CertEntityInfo {
  name: string;
  active: boolean;
  visibleToApplicant: boolean;
}

/** Answers, for one customer, the entities of one type among the ids asked (absent ids: unknown). */
export type CertEntityResolver = (customerId: number, ids: number[]) => Promise<Map<number, CertEntityInfo>>;

/**
 * Where a requirement's entity (a job, a category…) is looked up. The owning services register a resolver
 * per entity type when they load (talent's jobs and categories are not built yet); an entity of a type
 * nobody resolves is shown without a name and is not flagged invalid (decision 0039).
 */
@Injectable()
export class CertEntityDirectory {
  private readonly resolvers = new Map<string, CertEntityResolver>();

  register(entityType: string, resolver: CertEntityResolver): void {
    this.resolvers.set(entityType, resolver);
  }

  async lookup(customerId: number, refs: { entity_type: string; entity_id: number }[]): Promise<Map<string, CertEntityInfo>> {
    const byType = new Map<string, number[]>();
    for (const r of refs) {
      byType.set(r.entity_type, [...(byType.get(r.entity_type) ?? []), r.entity_id]);
    }
    const found = new Map<string, CertEntityInfo>();
    for (const [type, ids] of byType) {
      const resolver = this.resolvers.get(type);
      if (resolver) {
        for (const [id, info] of await resolver(customerId, [...new Set(ids)])) {
          found.set(`${type}:${id}`, info);
        }
      }
    }
    return found;
  }
}
