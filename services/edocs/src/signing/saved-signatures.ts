import type { SavedSignature } from '@attest/contracts';
import type { StorageService } from '@attest/platform';
import { readStored } from './request-documents';
import { validSignature } from './sign-submission';

/** Quick sign: one saved signature per applicant, in storage next to the signed documents. */
const savedSignatureKey = (customerId: number, applicantId: number) => `signatures/${customerId}/applicant-${applicantId}.json`;

export async function readSavedSignature(storage: StorageService, customerId: number, applicantId: number): Promise<SavedSignature | null> {
  const bytes = await readStored(storage, savedSignatureKey(customerId, applicantId));
  if (!bytes) {
    return null;
  }
  try {
    const stored = JSON.parse(bytes.toString('utf8')) as Partial<SavedSignature>;
    const valid = validSignature(stored.signature_kind, stored.signature);
    return valid && typeof stored.saved_at === 'string' ? { ...valid, saved_at: stored.saved_at } : null;
  } catch {
    return null;
  }
}

export async function saveSignature(storage: StorageService, customerId: number, applicantId: number, signature: Omit<SavedSignature, 'saved_at'>, now = new Date()): Promise<void> {
  const saved: SavedSignature = { ...signature, saved_at: now.toISOString() };
  await storage.put(savedSignatureKey(customerId, applicantId), Buffer.from(JSON.stringify(saved)), 'application/json');
}
