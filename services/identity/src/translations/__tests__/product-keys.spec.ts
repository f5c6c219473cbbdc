import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_KEYS } from '../catalog/product-keys.generated';
import { generatedModule, scanProductKeys } from './scan-product-keys';

const REPO = path.resolve(__dirname, '../../../../..');
const GENERATED = path.join(__dirname, '../catalog/product-keys.generated.ts');

describe('the product key catalogue', () => {
  it('is the keys and English defaults the web code uses today', () => {
    const scanned = scanProductKeys(REPO);
    if (process.env.UPDATE_PRODUCT_KEYS === '1') {
      fs.writeFileSync(GENERATED, generatedModule(scanned));
      return;
    }
    // Stale (the diff names the keys): run UPDATE_PRODUCT_KEYS=1 npx jest services/identity/src/translations/__tests__/product-keys.spec.ts
    expect(PRODUCT_KEYS).toEqual(scanned);
  });

  it('reads calls across lines, escaped quotes and navigation labels', () => {
    const keys = scanProductKeys(REPO);
    expect(keys.nav_users).toBe('Users');
    expect(keys.roles).toBe('Roles');
    expect(Object.keys(keys).length).toBeGreaterThan(1000);
    expect(Object.values(keys).some((v) => v?.includes("'"))).toBe(true);
  });
});
