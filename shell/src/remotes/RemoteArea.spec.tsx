/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemoteArea, type RemoteLoader } from './RemoteArea';
import { ROUTER_FUTURE, type RemoteRoutes } from '@attest/shared-ui';

const routes: RemoteRoutes = { remote: 'talent', routes: [{ path: 'btp/home', element: <p>Talent home</p> }] };

function renderArea(load: RemoteLoader) {
  return render(
    <MemoryRouter initialEntries={['/acme/hq/btp/home']} future={ROUTER_FUTURE}>
      <header>Shell header</header>
      <Routes>
        <Route path=":customerCode/:locationCode/*" element={<RemoteArea name="talent" load={load} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RemoteArea', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows an ErrorPanel in its area when the remote cannot be loaded, and Retry loads it again with force', async () => {
    const load = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new Error('remoteEntry.js 404'))
      .mockResolvedValueOnce(routes);
    renderArea(load);

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    expect(screen.getByText('Shell header')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith('talent', { force: false });

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Talent home')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('talent', { force: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a remote that throws while rendering inside its own error panel', async () => {
    function Broken(): never {
      throw new Error('remote bug');
    }
    const load = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockResolvedValueOnce({ remote: 'talent', routes: [{ path: 'btp/home', element: <Broken /> }] })
      .mockResolvedValueOnce(routes);
    renderArea(load);

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    expect(screen.getByText('Shell header')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Talent home')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the not-found page for a path the remote does not have', async () => {
    const load: RemoteLoader = () => Promise.resolve({ remote: 'talent', routes: [{ path: 'btp/jobs', element: <p>Jobs</p> }] });
    renderArea(load);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
