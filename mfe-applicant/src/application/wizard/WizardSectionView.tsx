import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { APPLICATION_STATUS_ORDER, sectionAfter, type ApplicationStatus, type WizardSection } from '@attest/contracts';
import { useT, useToast } from '@attest/shared-ui';
import { sectionComponent } from './section-registry';
import { useSaveApplicationStatus } from './useSaveApplicationStatus';
import { WizardStepper } from './WizardStepper';
import { portalPath, sectionPath } from './wizard-paths';

interface Props {
  section: WizardSection;
  sections: WizardSection[];
  status: ApplicationStatus;
  resume: WizardSection;
  customerId: number;
  applicantId: number;
}

const above = (a: ApplicationStatus, b: ApplicationStatus) => APPLICATION_STATUS_ORDER[a] > APPLICATION_STATUS_ORDER[b];

/**
 * One open section. Entering a section above the stored status saves that status (spec §4: opening job
 * preferences sets JOBPREFS); a successful save of the section moves the status to the next section and
 * opens it. The status never goes down when an earlier section is edited again.
 */
export function WizardSectionView({ section, sections, status, resume, customerId, applicantId }: Props) {
  const { t } = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const saveStatus = useSaveApplicationStatus();
  const entered = useRef(false);

  useEffect(() => {
    // Once per mounted section (the page keys this view by section), also under StrictMode's double effects.
    if (entered.current || !above(section.status, status)) {
      return;
    }
    entered.current = true;
    saveStatus(section.status).catch(() => toast.danger());
  }, [section.status, status, saveStatus, toast]);

  const onSaved = async () => {
    if (section.status === 'COMPLETE') {
      navigate(portalPath(customerCode, locationCode, 'home'));
      return;
    }
    const next = sectionAfter(section.status, sections);
    try {
      if (above(next.status, status)) {
        await saveStatus(next.status);
      }
      navigate(sectionPath(customerCode, locationCode, next.segment));
    } catch {
      toast.danger();
    }
  };

  const Step = sectionComponent(section.status);
  return (
    <>
      <WizardStepper sections={sections} current={section} status={status} resume={resume} />
      <h1 className="aw-section-title">{t(section.titleKey, section.title)}</h1>
      <Step customerId={customerId} applicantId={applicantId} inWizard onSaved={() => void onSaved()} />
    </>
  );
}
