import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { EVERIFY_MESSAGES_EN, I9_MESSAGES_EN } from '@attest/contracts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      return name === '__tests__' ? [] : sources(full);
    }
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('E-Verify message keys', () => {
  it('every everify_* key the service or the rules answer has its English (and reaches the I-9 screens’ texts)', () => {
    const files = [...sources(__dirname), ...sources(join(__dirname, '../../../contracts/src/everify'))];
    const keys = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/'(everify_[a-z0-9_]+)'/g)) {
        keys.add(m[1]);
      }
    }
    // Table and configuration names, not message keys.
    for (const notKey of ['everify_client_company_id', 'everify_cases', 'everify_case_events', 'everify_channels', 'everify_sim_cases', 'everify_sim_settings', 'everify_case_files', 'everify_tnc_workflows']) {
      keys.delete(notKey);
    }
    expect(keys.size).toBeGreaterThan(15);
    // The rules' keys in EVERIFY_MESSAGES_EN, the TNC/documents features' in their own file (both in I9_MESSAGES_EN).
    expect([...keys].filter((k) => !(k in I9_MESSAGES_EN))).toEqual([]);
    expect(Object.keys(EVERIFY_MESSAGES_EN).filter((k) => I9_MESSAGES_EN[k] !== EVERIFY_MESSAGES_EN[k])).toEqual([]);
    expect(EVERIFY_MESSAGES_EN.everify_status_ssa_tnc).toBe('SSA Tentative Nonconfirmation (mismatch)');
    expect(EVERIFY_MESSAGES_EN.everify_closure_incorrect_data).toMatch(/incorrect/);
  });
});
