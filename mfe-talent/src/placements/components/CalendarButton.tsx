import { Button, downloadFile, useT, useToast } from '@attest/shared-ui';
import { fetchCalendarFile } from '../../talent-api/talent-api';

/** Downloads the `.ics` of a placement or an interview (fetched with the session, then saved). */
export function CalendarButton({ kind, id, name }: { kind: 'placements' | 'interviews'; id: number; name: string }) {
  const { t } = useT();
  const toast = useToast();
  const download = async () => {
    try {
      const url = URL.createObjectURL(await fetchCalendarFile(kind, id));
      downloadFile(url, `${kind === 'placements' ? 'placement' : 'interview'}-${id}.ics`);
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.danger(t('talent_calendar_error', 'The calendar file could not be downloaded.'));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()}>
      {t('talent_add_to_calendar', 'Add to calendar (.ics)')}
      <span className="at-visually-hidden">: {name}</span>
    </Button>
  );
}

/** A directions link (Google Maps; opens in a new tab). */
export function DirectionsLink({ url, name }: { url: string | null; name: string }) {
  const { t } = useT();
  if (!url) {
    return null;
  }
  return (
    <a className="at-inline-link" href={url} target="_blank" rel="noopener noreferrer">
      {t('job_directions', 'Directions')}
      <span className="at-visually-hidden">
        : {name} {t('talent_opens_new_tab', '(opens in a new tab)')}
      </span>
    </a>
  );
}
