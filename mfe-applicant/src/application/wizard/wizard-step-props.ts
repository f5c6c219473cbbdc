
/**
 * What the wizard frame gives each section component. A section owns its fields and its save button
 * ('Save and continue' in the wizard); after a successful save it calls onSaved and the frame moves the
 * application status on. Outside the wizard (self-service pages) `inWizard` is false and onSaved is optional.
 */
export interface WizardStepProps {
  customerId: number;
  applicantId: number;
  inWizard: boolean;
  onSaved?: () => void;
}
