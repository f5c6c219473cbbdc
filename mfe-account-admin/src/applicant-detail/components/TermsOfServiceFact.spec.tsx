import { render, screen } from '@testing-library/react';
import { TERMS_OF_SERVICE_TEXT_KEY, TERMS_OF_SERVICE_VERSION, type TermsOfServiceStatus } from '@attest/contracts';
import { TermsOfServiceFact } from './TermsOfServiceFact';

const NOT_ACCEPTED: TermsOfServiceStatus = {
  applicant_id: 42, accepted: false, accepted_at: null, version: null, current_version: TERMS_OF_SERVICE_VERSION,
  accepted_current: false, text_key: TERMS_OF_SERVICE_TEXT_KEY, can_accept: false,
};
const AT = '2026-11-02T09:30:00.000Z';

describe('TermsOfServiceFact (the staff detail page)', () => {
  it('says "Not accepted" when the applicant never accepted', () => {
    render(<TermsOfServiceFact tos={NOT_ACCEPTED} />);
    expect(screen.getByText('Not accepted')).toBeInTheDocument();
  });

  it('shows the date and the version accepted, with no note when it is the version in force', () => {
    render(<TermsOfServiceFact tos={{ ...NOT_ACCEPTED, accepted: true, accepted_at: AT, version: TERMS_OF_SERVICE_VERSION, accepted_current: true }} />);
    expect(screen.getByText(`Accepted ${new Date(AT).toLocaleString()} (version ${TERMS_OF_SERVICE_VERSION})`)).toBeInTheDocument();
    expect(screen.queryByText(/The current version is/)).not.toBeInTheDocument();
  });

  it('notes when the accepted version is older than the one in force', () => {
    render(<TermsOfServiceFact tos={{ ...NOT_ACCEPTED, accepted: true, accepted_at: AT, version: '2025-01-01' }} />);
    expect(screen.getByText(/\(version 2025-01-01\)/)).toBeInTheDocument();
    expect(screen.getByText(`The current version is ${TERMS_OF_SERVICE_VERSION}: the applicant will be asked to accept it on their next visit.`)).toBeInTheDocument();
  });
});
