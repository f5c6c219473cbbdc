import * as fs from 'fs';
import * as path from 'path';
import { PORTAL_TRANSLATIONS_FR } from './index';
import { SIGNING_FR } from './signing.fr';

const repoRoot = path.resolve(__dirname, '../../../../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/**
 * What a signer sees on `esign/{token}` (decision 0037): the page, the shared guest and shared-ui parts it renders
 * and the header around it when opened alone. A component the page starts to render belongs on this list.
 */
const ESIGN_PAGE_FILES = [
  'shell/src/guest/esign/EsignPage.tsx',
  'shell/src/guest/esign/SignatureChoice.tsx',
  'shell/src/guest/esign/SigningDocuments.tsx',
  'shell/src/guest/components/GuestCard.tsx',
  'shell/src/guest/components/FormError.tsx',
  'shared-ui/src/signature/SignaturePad.tsx',
  'shared-ui/src/components/Spinner.tsx',
  'shared-ui/src/components/ErrorPanel.tsx',
  'shell/src/routing/CustomerScope.tsx',
  'shell/src/layout/ShellHeader.tsx',
  'shell/src/layout/CustomerSwitcher.tsx',
  'shell/src/layout/LocationSwitcher.tsx',
  'shell/src/layout/LogoutButton.tsx',
  'shell/src/layout/PersonLink.tsx',
];
/** The signing endpoints whose answers the page shows (errorMessage(t, error) → t(messageKey)). */
const SIGNING_SERVICE_DIR = 'services/edocs/src/signing';

/** key → English of the `t('key', 'English')` calls in a file. */
function labels(file: string): Map<string, string> {
  const found = read(file).matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*(['"`])((?:(?!\2).)*)\2/g);
  return new Map([...found].map((m) => [m[1], m[3]]));
}

/** The messageKeys the signing endpoints throw: badRequest('x'), notFound('x'), new AppException(410, 'x')…; defaults included. */
function answerKeys(): string[] {
  const files = fs
    .readdirSync(path.join(repoRoot, SIGNING_SERVICE_DIR))
    .filter((name) => /\.ts$/.test(name) && !/\.(spec|integration-spec)\.ts$/.test(name))
    .map((name) => read(path.join(SIGNING_SERVICE_DIR, name)));
  const keys = files.flatMap((text) => [
    ...[...text.matchAll(/\b(?:badRequest|notFound|conflict|forbidden|unauthorized|gone|tooManyRequests)\(\s*'([a-z][a-z0-9_]+)'/g)].map((m) => m[1]),
    ...[...text.matchAll(/new AppException\(\s*\d+,\s*'([a-z][a-z0-9_]+)'/g)].map((m) => m[1]),
    // notFound() / forbidden() / unauthorized() without a key answer their default.
    ...[...text.matchAll(/\b(notFound|forbidden|unauthorized)\(\s*\)/g)].map((m) => ({ notFound: 'not_found', forbidden: 'forbidden', unauthorized: 'unauthorized' })[m[1] as 'notFound']),
  ]);
  return [...new Set(keys)];
}

/** The guest pages' known error messages (shell/src/guest/error-messages.ts FALLBACKS): key → English. */
function guestErrorMessages(): Map<string, string> {
  const text = read('shell/src/guest/error-messages.ts');
  const block = text.slice(text.indexOf('const FALLBACKS'), text.indexOf('};', text.indexOf('const FALLBACKS')));
  return new Map([...block.matchAll(/^\s*([a-z_]+):\s*(['"])((?:(?!\2).)*)\2,?$/gm)].map((m) => [m[1], m[3]]));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const missingIn = (keys: Iterable<string>) => [...keys].filter((key) => !PORTAL_TRANSLATIONS_FR[key]?.trim()).sort();

describe('French for the e-signature pages (issue 17, decision 0037)', () => {
  const pageLabels = new Map(ESIGN_PAGE_FILES.flatMap((file) => [...labels(file)]));

  it('covers every label the signing page and the components it renders show', () => {
    expect(pageLabels.size).toBeGreaterThan(30);
    expect([...pageLabels.keys()]).toEqual(expect.arrayContaining(['sign_your_documents', 'esign_agree', 'esign_use_saved', 'open_the_document', 'type_your_name_instead', 'retry']));
    expect(missingIn(pageLabels.keys())).toEqual([]);
  });

  it('keeps the {{values}} of the English text in the French one', () => {
    const differing = [...pageLabels].filter(([key, english]) => JSON.stringify(placeholders(english)) !== JSON.stringify(placeholders(PORTAL_TRANSLATIONS_FR[key] ?? '')));
    expect(differing).toEqual([]);
  });

  it('covers every messageKey the signing endpoints answer with', () => {
    const keys = answerKeys();
    expect(keys).toEqual(expect.arrayContaining(['sig_request_expired', 'signature_required', 'consent_required', 'saved_signature_missing', 'signing_link_expired', 'not_found']));
    expect(missingIn(keys)).toEqual([]);
  });

  it("covers the guest pages' error messages the page shows for a failed call", () => {
    const messages = guestErrorMessages();
    expect(messages.size).toBeGreaterThanOrEqual(20);
    expect(missingIn(messages.keys())).toEqual([]);
  });

  it('is French, not the English copied (words such as "Signature" are the same in both and allowed)', () => {
    const english = new Map([...pageLabels, ...guestErrorMessages()]);
    const copied = Object.entries(SIGNING_FR).filter(([key, french]) => english.get(key) === french && !['signature'].includes(key));
    expect(copied).toEqual([]);
  });
});
