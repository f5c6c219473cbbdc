import { reuseCandidates } from '../reusable-signed-forms';

const row = (template_id: number, sig_request_id: number, completed: string, reused_from_sig_request_id: number | null = null) => ({
  template_id, sig_request_id, reused_from_sig_request_id, complete_date: new Date(`2026-03-${completed}T00:00:00Z`),
});

describe('reuseCandidates', () => {
  it('orders each template by the most recent completion and follows a re-used link to its origin', () => {
    const map = reuseCandidates([row(7, 10, '01'), row(7, 12, '05', 10), row(8, 12, '05'), row(7, 11, '03')]);
    expect(map.get(7)).toEqual([
      { sigRequestId: 12, originId: 10 },
      { sigRequestId: 11, originId: 11 },
      { sigRequestId: 10, originId: 10 },
    ]);
    expect(map.get(8)).toEqual([{ sigRequestId: 12, originId: 12 }]);
  });

  it('breaks a tie on completion by the newer request, and has nothing for no rows', () => {
    expect(reuseCandidates([row(7, 3, '01'), row(7, 4, '01')]).get(7)!.map((c) => c.sigRequestId)).toEqual([4, 3]);
    expect(reuseCandidates([]).size).toBe(0);
  });
});
