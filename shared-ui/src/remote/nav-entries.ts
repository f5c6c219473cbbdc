import type { Permission } from '@attest/contracts';
import type { ApplicantNavEntry, RemoteNavEntry, RemoteRoutes } from './remote-routes';

const LAST = Number.MAX_SAFE_INTEGER;

interface Ordered {
  path: string;
  label: string;
  order?: number;
}

function merged<T extends Ordered>(lists: readonly (readonly T[] | undefined)[]): T[] {
  const byPath = new Map<string, T>();
  for (const list of lists) {
    for (const entry of list ?? []) {
      if (!byPath.has(entry.path)) {
        byPath.set(entry.path, entry);
      }
    }
  }
  return [...byPath.values()].sort((a, b) => (a.order ?? LAST) - (b.order ?? LAST) || a.label.localeCompare(b.label));
}

/** Every staff nav entry of the given remotes, by `order` (then label), one entry per path. */
export function navEntriesOf(remotes: readonly RemoteRoutes[]): RemoteNavEntry[] {
  return merged(remotes.map((r) => r.nav));
}

/** Every applicant nav entry of the given remotes, by `order` (then label), one entry per path. */
export function applicantNavEntriesOf(remotes: readonly RemoteRoutes[]): ApplicantNavEntry[] {
  return merged(remotes.map((r) => r.applicantNav));
}

/** The applicant entries this customer shows: those without a flag, and those whose flag is on. */
export function visibleApplicantNavEntries(entries: readonly ApplicantNavEntry[], isOn: (flag: string) => boolean): ApplicantNavEntry[] {
  return entries.filter((entry) => !entry.configFlag || isOn(entry.configFlag));
}

/** The entries a user may open, in order. */
export function allowedNavEntries(entries: readonly RemoteNavEntry[], can: (permission: Permission) => boolean): RemoteNavEntry[] {
  return entries.filter((entry) => can(entry.permission));
}
