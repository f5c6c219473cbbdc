// Test-only: the configuration routes on the account-admin fake server (fakeApi.handle), checking a PUT
// with the contract's catalogue as the identity service does.
import { CONFIGURATION_CATALOG, configurationKeyDef, configurationValueError, type ConfigurationCatalogEntryDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi } from '../../testing/account-admin-test-kit';

export interface FakeSettingsServer {
  values: Record<string, string>;
  /** Answers every PUT with this instead of saving (e.g. a 403 for a Viewer). */
  refuseSaves?: { status: number; body: unknown };
}

const catalog = (values: Record<string, string>): ConfigurationCatalogEntryDto[] =>
  CONFIGURATION_CATALOG.map((d) => ({
    key: d.key, area: d.area, type: d.type, options: d.options ? [...d.options] : null, min: d.min ?? null, max: d.max ?? null,
    default: d.default, description_key: d.descriptionKey, description: d.description, reserved: d.reserved === true,
    secret: d.secret === true, value: d.secret ? null : (values[d.key] ?? null),
  }));

const refusal = (messageKey: string, fields: Record<string, string>) => ({ statusCode: 400, error: 'Bad Request', messageKey, details: { fields } });

export function serveSettings(server: FakeSettingsServer): FakeSettingsServer {
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/api/v1/configurations/catalog' && req.method === 'GET') {
      sendJson(res, 200, catalog(server.values));
      return true;
    }
    const put = /^\/api\/v1\/configurations\/([^/]+)$/.exec(path);
    if (!put || req.method !== 'PUT') {
      return false;
    }
    if (server.refuseSaves) {
      sendJson(res, server.refuseSaves.status, server.refuseSaves.body);
      return true;
    }
    const name = decodeURIComponent(put[1]);
    const { value } = JSON.parse(req.body) as { value: string };
    const def = configurationKeyDef(name);
    const error = def ? configurationValueError(def, value) : 'unknown_configuration';
    if (error) {
      sendJson(res, 400, refusal(error, def ? { value: error } : { name: error }));
      return true;
    }
    server.values[name] = value;
    sendJson(res, 200, { name, value });
    return true;
  };
  return server;
}
