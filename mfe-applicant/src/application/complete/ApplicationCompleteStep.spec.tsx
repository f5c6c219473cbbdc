import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApplicationCompleteStep } from './ApplicationCompleteStep';

describe('ApplicationCompleteStep', () => {
  it('thanks the applicant and links to home and self-service of the same customer and location', () => {
    render(
      <MemoryRouter initialEntries={['/acme/east/application/complete']}>
        <Routes>
          <Route path=":customerCode/:locationCode/application/complete" element={<ApplicationCompleteStep customerId={7} applicantId={42} inWizard />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText('Your application is complete. We will be in touch about next steps.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/acme/east/home');
    expect(screen.getByRole('link', { name: 'Go to self-service' })).toHaveAttribute('href', '/acme/east/self-service');
  });
});
