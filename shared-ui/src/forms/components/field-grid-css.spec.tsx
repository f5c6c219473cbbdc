import { render } from '@testing-library/react';
import { ThemeStyles } from '../../styles/ThemeStyles';

/** The grid rules as the browser's CSS parser sees them: [media condition or '', selector, grid-column]. */
function gridColumnRules(): [string, string, string][] {
  const out: [string, string, string][] = [];
  const walk = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        walk(rule.cssRules, rule.media.mediaText);
      } else if (rule instanceof CSSStyleRule && rule.selectorText === '.at-dyn-col' && rule.style.getPropertyValue('grid-column')) {
        out.push([media, rule.selectorText, rule.style.getPropertyValue('grid-column')]);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    walk(sheet.cssRules, '');
  }
  return out;
}

describe('form field grid (phone widths)', () => {
  it('stacks fields in one column below 600px and spans sm/md/lg widths from 600/768/992px', () => {
    render(<ThemeStyles />);
    expect(gridColumnRules()).toEqual([
      ['', '.at-dyn-col', '1 / -1'],
      ['(min-width: 600px)', '.at-dyn-col', 'span var(--at-col-sm, 12)'],
      ['(min-width: 768px)', '.at-dyn-col', 'span var(--at-col-md, 9)'],
      ['(min-width: 992px)', '.at-dyn-col', 'span var(--at-col-lg, 9)'],
    ]);
  });
});
