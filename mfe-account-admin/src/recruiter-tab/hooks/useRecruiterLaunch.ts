import { useEffect, useState } from 'react';
import type { AtsCandidate } from '@attest/contracts';
import { getSession, isApiError, isStaffSessionActive, setStaffSession } from '@attest/shared-ui';
import { exchangeLaunch } from '../api/recruiter-tab-api';

/** What the tab works on once signed in: the ATS candidate (and the data the ATS sent about them). */
export interface RecruiterLaunch {
  customerCode: string;
  externalId: string;
  candidate: AtsCandidate | null;
  userName: string;
}

export type LaunchState = { kind: 'opening' } | { kind: 'failed'; messageKey: string } | ({ kind: 'ready' } & RecruiterLaunch);

/** This frame's copy of the launch, so a reload of the tab keeps working while its session lasts. */
export const LAUNCH_STORAGE_KEY = 'attest.recruiterTab.launch';

function storedLaunch(customerCode: string): RecruiterLaunch | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(LAUNCH_STORAGE_KEY) ?? 'null') as RecruiterLaunch | null;
    return value && value.customerCode === customerCode && isStaffSessionActive() && getSession().customerCode === customerCode ? value : null;
  } catch {
    return null;
  }
}

/** Takes the launch token out of the address (it is single use; it must not stay in history or be copied). */
function takeLaunchToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('launch');
  if (token !== null) {
    url.searchParams.delete('launch');
    window.history.replaceState(window.history.state, '', url.toString());
  }
  return token;
}

/**
 * Signs the tab in from its launch URL (`?customer=&launch=`, decision 0023): the single-use token is exchanged
 * for a staff session of this frame. Never asks for a password. Without a token, a session of this frame
 * from an earlier exchange is used; otherwise the tab says to open it again from the ATS.
 */
export function useRecruiterLaunch(customerCode: string | null): LaunchState {
  const [state, setState] = useState<LaunchState>({ kind: 'opening' });
  useEffect(() => {
    let live = true;
    const open = async (): Promise<LaunchState> => {
      if (!customerCode) {
        return { kind: 'failed', messageKey: 'recruiter_tab_no_customer' };
      }
      const token = takeLaunchToken();
      if (!token) {
        const stored = storedLaunch(customerCode);
        return stored ? { kind: 'ready', ...stored } : { kind: 'failed', messageKey: 'recruiter_tab_launch_missing' };
      }
      try {
        const answer = await exchangeLaunch({ token, customer_code: customerCode });
        setStaffSession(answer.session);
        const launch: RecruiterLaunch = { customerCode, externalId: answer.external_id, candidate: answer.candidate, userName: answer.session.full_name ?? '' };
        window.sessionStorage.setItem(LAUNCH_STORAGE_KEY, JSON.stringify(launch));
        return { kind: 'ready', ...launch };
      } catch (cause) {
        return { kind: 'failed', messageKey: isApiError(cause) ? cause.messageKey : 'unexpected_error' };
      }
    };
    void open().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [customerCode]);
  return state;
}
