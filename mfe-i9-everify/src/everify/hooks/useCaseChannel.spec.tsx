/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { waitFor } from '@testing-library/react';
import type { RealtimeClient, RealtimeMessage } from '@attest/shared-ui';
import { renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { useCaseChannel } from './useCaseChannel';

const api = serveFakeI9Api('admin/everify');

function Probe({ client, seen }: { client: Pick<RealtimeClient, 'subscribe'>; seen: number[] }) {
  useCaseChannel((id) => seen.push(id), client);
  return null;
}

describe('live case updates (the customer’s E-Verify channel)', () => {
  it('subscribes to the channel the API names and reports each changed case', async () => {
    signInAsStaff(api, []);
    api.handlers['GET /api/v1/everify/channel'] = { body: { event_name: 'everify-cases-abc', subscription_url: '/api/v1/realtime/subscriptions/everify-cases-abc' } };
    let listener: ((m: RealtimeMessage) => void) | null = null;
    const unsubscribe = jest.fn();
    const client = {
      subscribe: jest.fn((_event: string, _url: string, on: (m: RealtimeMessage) => void) => {
        listener = on;
        return Object.assign(unsubscribe, { ready: Promise.resolve() });
      }),
    };
    const seen: number[] = [];
    const { unmount } = renderI9Page('admin/everify', [{ path: 'admin/everify', element: <Probe client={client} seen={seen} /> }]);
    await waitFor(() => expect(client.subscribe).toHaveBeenCalledWith('everify-cases-abc', '/api/v1/realtime/subscriptions/everify-cases-abc', expect.any(Function)));
    listener!({ case_id: 7, version: 5 } as unknown as RealtimeMessage);
    listener!({ progress: 10 });
    expect(seen).toEqual([7]);
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
