/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { File as NodeBufferFile } from 'node:buffer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderI9Page, serveFakeI9Api } from '../../testing/i9-test-kit';
import { MobileCapturePage } from './MobileCapturePage';

const ID = 'Q2xpY2tlZC10aGUtcGhvbmUtbGluay1mb3ItaTktcGlj';
const BASE = `/api/v1/mobileVerificationRequests/${ID}`;
const api = serveFakeI9Api(`i9/mobile/${ID}`);
const pending = { status: 'pending', list: 'A', index: 0, expires_at: '2030-01-01T00:00:00.000Z', attempts_left: 5, received: [] };
// jsdom's FormData/File are not readable by Node's fetch (the one the jsdom-fetch environment installs), so the
// multipart body is built with Node's own classes here, as a browser would with its own.
const NodeFile = NodeBufferFile as unknown as typeof File;
beforeAll(async () => {
  const nodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});
const page = () => renderI9Page(`i9/mobile/${ID}`, [{ path: 'i9/mobile/:requestId', element: <MobileCapturePage /> }]);

describe('MobileCapturePage (the phone, no session)', () => {
  it('takes the code, then sends the picture with the upload token only (no session headers)', async () => {
    api.handlers[`GET ${BASE}`] = { body: pending };
    api.handlers[`POST ${BASE}/verify`] = { body: { token: 'tok-phone', token_expires_at: '2030-01-01T00:00:00.000Z', list: 'A', index: 0 } };
    api.handlers[`POST ${BASE}/images`] = { status: 201, body: { id: 9, side: 'front' } };
    page();
    await userEvent.type(await screen.findByLabelText('Code'), '12a3456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.calls(`POST ${BASE}/verify`)[0].body).toEqual({ value: '123456' });
    const file = new NodeFile([new Uint8Array(32).fill(0xff)], 'front.jpg', { type: 'image/jpeg' });
    await userEvent.upload(await screen.findByLabelText('Choose a file: Front of the document'), file);
    expect(await screen.findByText('Sent. When you have taken every side, you can close this page.')).toBeInTheDocument();
    const sent = api.requests().find((r) => r.url === `${BASE}/images`)!;
    expect(sent.headers['x-mobile-upload-token']).toBe('tok-phone');
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.body).toContain('name="side"\r\n\r\nfront');
  });

  it('shows how many tries are left after a wrong code, and a locked link', async () => {
    api.handlers[`GET ${BASE}`] = { body: pending };
    api.handlers[`POST ${BASE}/verify`] = apiError(400, 'i9_mobile_code_invalid', { attempts_left: 3 });
    page();
    await userEvent.type(await screen.findByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The code is not right. Tries left: 3.')).toBeInTheDocument();
    api.handlers[`GET ${BASE}`] = { body: { ...pending, status: 'locked', attempts_left: 0 } };
    api.handlers[`POST ${BASE}/verify`] = apiError(409, 'i9_mobile_request_locked');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong codes. Start again from the computer.'));
  });
});
