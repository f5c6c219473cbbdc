import { DIGEST_MAX_LINES, overdueDigestEmail, recordLink } from './overdue-digest-email';
import type { OverdueItem } from './overdue-records';

const item = (recordId: number, over: Partial<OverdueItem> = {}): OverdueItem => ({ recordId, locationId: 10, name: `Person ${recordId}`, kind: 'section2_overdue', due: '2026-01-05', days: 2, ...over });
const base = { publicUrl: 'https://attest.example/', customerCode: 'acme', locationCodes: new Map([[10, 'hq'], [11, 'west']]), firstName: 'Carla', day: '2026-01-09' };

describe('the daily I-9 digest email', () => {
  it('links each record in its location, "hq" when it has none', () => {
    expect(recordLink(base, { recordId: 7, locationId: 11 })).toBe('https://attest.example/acme/west/admin/i9/7');
    expect(recordLink(base, { recordId: 8, locationId: null })).toBe('https://attest.example/acme/hq/admin/i9/8');
    expect(recordLink(base, { recordId: 9, locationId: 99 })).toBe('https://attest.example/acme/hq/admin/i9/9');
  });

  it('lists the most pressing first and counts by reason', () => {
    const mail = overdueDigestEmail({ ...base, items: [item(1, { kind: 'reverify_due_30', due: '2026-01-30', days: 21 }), item(2), item(3, { kind: 'section1_overdue', due: '2026-01-02', days: 4 })] });
    expect(mail.subject).toBe('Form I-9 records that need attention: 3');
    const body = mail.text;
    expect(body.indexOf('Person 3: Section 1')).toBeLessThan(body.indexOf('Person 2: Section 2'));
    expect(body.indexOf('Person 2: Section 2')).toBeLessThan(body.indexOf('Person 1: reverification due by 2026-01-30 (days left: 21)'));
    expect(body).toContain('- Section 1 overdue: 1\n- Section 2 overdue: 1\n- Reverification due within 30 days: 1\n');
    expect(body).not.toContain('Reverification overdue');
  });

  it(`lists at most ${DIGEST_MAX_LINES} records and counts the rest; the HTML is escaped`, () => {
    const items = Array.from({ length: DIGEST_MAX_LINES + 5 }, (_, i) => item(i + 1, { name: i === 0 ? '<b>Eve</b> & Co' : `Person ${i + 1}` }));
    const mail = overdueDigestEmail({ ...base, items });
    expect(mail.text.match(/\/admin\/i9\//g)).toHaveLength(DIGEST_MAX_LINES);
    expect(mail.text).toContain('Not listed here: 5. Open the I-9 list to see them all.');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });
});
