import { allowedNavEntries, navEntriesOf } from './nav-entries';
import type { RemoteNavEntry, RemoteRoutes } from './remote-routes';

const entry = (path: string, label: string, order?: number): RemoteNavEntry => ({
  labelKey: `nav_${label.toLowerCase()}`,
  label,
  path,
  permission: path === 'admin/audit' ? 'audit.read' : 'applicants.read',
  order,
});

describe('navigation entries of the remotes', () => {
  it('merges every remote’s entries by order (unordered last, then by label) and keeps one entry per path', () => {
    const remotes: RemoteRoutes[] = [
      { remote: 'a', routes: [], nav: [entry('admin/audit', 'Audit', 60), entry('admin/zeta', 'Zeta'), entry('admin/alpha', 'Alpha')] },
      { remote: 'b', routes: [] },
      { remote: 'c', routes: [], nav: [entry('admin/applicants', 'Applicants', 10), entry('admin/audit', 'Duplicate', 1)] },
    ];
    expect(navEntriesOf(remotes).map((e) => e.label)).toEqual(['Applicants', 'Audit', 'Alpha', 'Zeta']);
  });

  it('keeps only what the user may open', () => {
    const entries = [entry('admin/applicants', 'Applicants', 10), entry('admin/audit', 'Audit', 60)];
    expect(allowedNavEntries(entries, (p) => p === 'audit.read').map((e) => e.path)).toEqual(['admin/audit']);
    expect(allowedNavEntries(entries, () => false)).toEqual([]);
  });
});
