import type { LatLng, TalentJob } from '../talent-api/talent-api';

export const MAP_WIDTH = 480;
export const MAP_HEIGHT = 320;
const MARGIN = 28;
const MILES_PER_DEGREE = 69;
const NICE_MILES = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000];

export interface MapMarker {
  job: TalentJob;
  x: number;
  y: number;
}

export interface MapLayout {
  cx: number;
  cy: number;
  markers: MapMarker[];
  /** Radius in px of the distance ring (absent without a distance filter). */
  ring?: number;
  /** The scale bar: its length in px and the miles it stands for. */
  scale: { px: number; miles: number };
  /** Jobs without coordinates. */
  unplaced: number;
}

/**
 * Places each job around the applicant's address (an equirectangular projection: east–west miles shrink with
 * the cosine of the latitude; good enough at the hundred-mile scale of the distance options), scaled so the
 * farthest job, or the distance ring, fits the drawing.
 */
export function mapLayout(origin: LatLng, jobs: TalentJob[], radius?: number): MapLayout {
  const cx = MAP_WIDTH / 2;
  const cy = MAP_HEIGHT / 2;
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  const placed = jobs
    .filter((j) => j.lat !== null && j.lng !== null)
    .map((j) => ({ job: j, east: ((j.lng ?? 0) - origin.lng) * MILES_PER_DEGREE * cos, north: ((j.lat ?? 0) - origin.lat) * MILES_PER_DEGREE }));
  const farthest = Math.max(1, radius ?? 0, ...placed.map((p) => Math.max(Math.abs(p.east) * (MAP_HEIGHT / MAP_WIDTH), Math.abs(p.north))));
  const pxPerMile = (cy - MARGIN) / farthest;
  const markers = placed.map((p) => ({ job: p.job, x: round(cx + p.east * pxPerMile), y: round(cy - p.north * pxPerMile) }));
  const target = farthest / 2;
  const miles = NICE_MILES.reduce((best, m) => (Math.abs(m - target) < Math.abs(best - target) ? m : best), NICE_MILES[0]);
  return {
    cx,
    cy,
    markers,
    ring: radius ? round(radius * pxPerMile) : undefined,
    scale: { px: round(miles * pxPerMile), miles },
    unplaced: jobs.length - placed.length,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
