import type { DataSource, EntityManager } from 'typeorm';

/**
 * The display names of the staff users an audit page names, by user id ("First Last"). The audit log stores
 * ids only (names change, entries do not); every page that shows "who" reads the names here, in one query.
 */
export async function staffNames(db: DataSource | EntityManager, userIds: Iterable<number>): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!ids.length) {
    return new Map();
  }
  const rows = await db
    .createQueryBuilder()
    .select(['u.user_id AS user_id', 'u.first_name AS first_name', 'u.last_name AS last_name'])
    .from('cst_users', 'u')
    .where('u.user_id IN (:...ids)', { ids })
    .getRawMany<{ user_id: number | string; first_name: string | null; last_name: string | null }>();
  return new Map(rows.map((r) => [Number(r.user_id), `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim()]));
}
