import type { TalentJob } from '../talent-api/talent-api';
import { mapLayout, MAP_HEIGHT, MAP_WIDTH } from './map-layout';

const HELENA = { lat: 46.5927, lng: -112.0361 };
const at = (job_id: number, lat: number | null, lng: number | null) => ({ job_id, lat, lng }) as TalentJob;

describe('the results map layout', () => {
  it('puts the address in the middle, north up and east right, and fits the farthest job inside the drawing', () => {
    // Great Falls (north-east, ~75 mi) and Butte (south-west, ~47 mi).
    const { cx, cy, markers, scale } = mapLayout(HELENA, [at(1, 47.5053, -111.3008), at(2, 46.013, -112.5366)]);
    expect([cx, cy]).toEqual([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
    const [greatFalls, butte] = markers;
    expect(greatFalls.x).toBeGreaterThan(cx);
    expect(greatFalls.y).toBeLessThan(cy);
    expect(butte.x).toBeLessThan(cx);
    expect(butte.y).toBeGreaterThan(cy);
    for (const m of markers) {
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(m.y).toBeGreaterThanOrEqual(0);
      expect(m.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    // Great Falls is ~63 mi north: the farthest offset spans the half-height less the margin.
    expect(Math.round(cy - greatFalls.y)).toBe(MAP_HEIGHT / 2 - 28);
    expect(scale.miles).toBe(25);
  });

  it('spans the distance ring when one is chosen, with a scale bar in proportion, and counts jobs it cannot place', () => {
    const layout = mapLayout(HELENA, [at(1, 46.5857, -112.0184), at(2, null, null)], 5);
    expect(layout.ring).toBe(MAP_HEIGHT / 2 - 28);
    expect(layout.scale.miles).toBe(2);
    expect(layout.scale.px).toBeCloseTo((2 / 5) * (layout.ring ?? 0), 0);
    expect(layout.markers).toHaveLength(1);
    expect(layout.unplaced).toBe(1);
  });
});
