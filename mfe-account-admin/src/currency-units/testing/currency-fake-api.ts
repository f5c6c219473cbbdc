// Test-only: the currency unit routes on the account-admin fake server (fakeApi.handle), one default at a time
// as the identity service keeps them.
import { addCurrencyUnitSchema, CURRENCIES, currencyDef, setCurrencyUnitsSchema, type CurrencyUnitDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi } from '../../testing/account-admin-test-kit';

export interface FakeCurrencyServer {
  units: { id: number; code: string; is_default: boolean }[];
  nextId: number;
}

const answer = (s: FakeCurrencyServer): CurrencyUnitDto[] => s.units.map((u) => ({ ...currencyDef(u.code)!, ...u }));
const invalid = { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: {} } };

export function serveCurrencies(server: FakeCurrencyServer): FakeCurrencyServer {
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/api/v1/currencyUnit/all' && req.method === 'GET') {
      sendJson(res, 200, CURRENCIES);
    } else if (path === '/api/v1/currencyUnit' && req.method === 'GET') {
      sendJson(res, 200, answer(server));
    } else if (path === '/api/v1/currencyUnit' && req.method === 'PUT') {
      const body = setCurrencyUnitsSchema.validateSync(JSON.parse(req.body));
      const def = body.units.find((u) => u.is_default)?.code ?? body.units[0].code;
      server.units = body.units.map((u) => ({ id: server.nextId++, code: u.code, is_default: u.code === def }));
      sendJson(res, 200, answer(server));
    } else if (path === '/api/v1/currencyUnit' && req.method === 'POST') {
      const body = addCurrencyUnitSchema.validateSync(JSON.parse(req.body));
      if (server.units.some((u) => u.code === body.code)) {
        sendJson(res, 400, invalid);
        return true;
      }
      const isDefault = body.is_default === true || server.units.length === 0;
      server.units = server.units.map((u) => ({ ...u, is_default: isDefault ? false : u.is_default }));
      const unit = { id: server.nextId++, code: body.code, is_default: isDefault };
      server.units.push(unit);
      sendJson(res, 201, answer(server).find((u) => u.id === unit.id));
    } else if (/^\/api\/v1\/currencyUnit\/\d+$/.test(path) && req.method === 'DELETE') {
      const id = Number(path.split('/').pop());
      const gone = server.units.find((u) => u.id === id);
      server.units = server.units.filter((u) => u.id !== id);
      if (gone?.is_default && server.units[0]) {
        server.units[0].is_default = true;
      }
      res.statusCode = 204;
      res.end();
    } else {
      return false;
    }
    return true;
  };
  return server;
}
