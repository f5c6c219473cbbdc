import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@attest/shared-ui';
import type { LatLng, TalentJob } from '../../talent-api/talent-api';
import { jobTitle } from '../job-text';
import { mapLayout, MAP_HEIGHT, MAP_WIDTH } from '../map-layout';
import { usePortalPath } from '../../home/usePortalPath';

interface Props {
  origin: LatLng;
  jobs: TalentJob[];
  /** The distance filter in miles, drawn as a ring; the map then spans it. */
  radius?: number;
}

/**
 * The results drawn by us (decision 0041: no tiles, no network): the applicant's address in the middle, each job
 * placed by its bearing and distance, a ring for the distance chosen and a scale bar. The address is drawn last,
 * on top, so a job next door does not hide it (it takes no clicks: the marker below stays a link). Every marker is a link
 * named by the job and its distance, so the map can be walked with the keyboard and read by a screen reader.
 */
export function JobsMap({ origin, jobs, radius }: Props) {
  const { t } = useT();
  const path = usePortalPath();
  const titleId = useId();
  const layout = mapLayout(origin, jobs, radius);
  const { cx, cy } = layout;
  return (
    <figure style={{ margin: 0 }}>
      <svg className="tp-map" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-labelledby={titleId}>
        <title id={titleId}>{t('jobs_map_title', 'Map of the jobs found around your address')}</title>
        {layout.ring ? (
          <circle cx={cx} cy={cy} r={layout.ring} fill="#eff6ff" stroke="#93c5fd" strokeDasharray="6 4" aria-hidden="true" />
        ) : null}
        <line x1={cx} y1={12} x2={cx} y2={MAP_HEIGHT - 12} stroke="#e5e7eb" aria-hidden="true" />
        <line x1={12} y1={cy} x2={MAP_WIDTH - 12} y2={cy} stroke="#e5e7eb" aria-hidden="true" />
        <text x={cx + 4} y={22} fontSize="12" fill="#4b5563" aria-hidden="true">
          {t('jobs_map_north', 'N')}
        </text>
        {layout.markers.map((m) => (
          <Link
            key={m.job.job_id}
            to={path(`jobs/${m.job.job_id}`)}
            aria-label={t('jobs_map_marker', '{{name}}, {{miles}} mi', { name: jobTitle(m.job), miles: m.job.distance ?? '' })}
          >
            <circle cx={m.x} cy={m.y} r={m.job.featured ? 10 : 8} fill={m.job.featured ? '#b45309' : '#1d4ed8'} stroke="#fff" strokeWidth={2} />
            <title>{jobTitle(m.job)}</title>
          </Link>
        ))}
        <g aria-hidden="true" pointerEvents="none">
          {/* An outline, so a job next door stays visible inside it. */}
          <rect x={cx - 9} y={cy - 9} width={18} height={18} fill="none" stroke="#111827" strokeWidth={3} transform={`rotate(45 ${cx} ${cy})`} />
          <text x={cx + 12} y={cy + 20} fontSize="12" fill="#111827">
            {t('jobs_map_you', 'Your address')}
          </text>
        </g>
        <g aria-hidden="true" transform={`translate(16 ${MAP_HEIGHT - 20})`}>
          <line x1={0} y1={0} x2={layout.scale.px} y2={0} stroke="#111827" strokeWidth={3} />
          <line x1={0} y1={-5} x2={0} y2={5} stroke="#111827" strokeWidth={2} />
          <line x1={layout.scale.px} y1={-5} x2={layout.scale.px} y2={5} stroke="#111827" strokeWidth={2} />
          <text x={0} y={-8} fontSize="12" fill="#111827">
            {t('jobs_map_scale', '{{miles}} mi', { miles: layout.scale.miles })}
          </text>
        </g>
      </svg>
      <figcaption className="tp-map__legend">
        {t('jobs_map_legend', 'Black diamond outline: your address. Blue: a job; orange: a featured job. North is up.')}
        {layout.unplaced > 0 ? ` ${t('jobs_map_unplaced', 'Not on the map (no location): {{number}}.', { number: layout.unplaced })}` : ''}
      </figcaption>
    </figure>
  );
}
