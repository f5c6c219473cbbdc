import { decodeEntities, isSafeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps allowed formatting, links and text', () => {
    const html = '<h2>Welcome</h2><p>Read <strong>all</strong> of <em>this</em>.<br>Then <a href="https://acme.test/start" target="_blank">start</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Welcome</h2><p>Read <strong>all</strong> of <em>this</em>.<br>Then <a href="https://acme.test/start" target="_blank" rel="noopener noreferrer">start</a>.</p><ul><li>One</li></ul>',
    );
  });

  it('keeps entities in text and escapes stray markup characters', () => {
    expect(sanitizeHtml('Fish &amp; chips &copy; 2 < 3 > 1 & more')).toBe('Fish &amp; chips &copy; 2 &lt; 3 &gt; 1 &amp; more');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });

  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//evil.test/x.js></SCRIPT>ok', 'ok'],
    ['<script>document.write("</scr" + "ipt>")</script>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<iframe src="https://evil.test"></iframe>ok', 'ok'],
    ['<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
    // A browser ends noscript inside the attribute and parses the img: it is kept, without its handler.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok', '<img src="x">"&gt;ok'],
    ['<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['<script>never closed', ''],
  ])('drops script-like elements with their content: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<p onclick="alert(1)" ONMOUSEOVER=alert(2)>hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
    ['<a href="mailto:hr@acme.test">mail</a>', '<a href="mailto:hr@acme.test">mail</a>'],
    ['<a href="/jobs?x=1&amp;y=2">jobs</a>', '<a href="/jobs?x=1&amp;y=2">jobs</a>'],
    ['<p style="background:url(javascript:alert(1))" class="x" id="y">s</p>', '<p>s</p>'],
    ['<a href="https://ok.test" target="_top">t</a>', '<a href="https://ok.test">t</a>'],
  ])('removes event handlers, styles and dangerous URLs: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ['<p title="a&quot; onmouseover=&quot;alert(1)">x</p>', '<p title="a&quot; onmouseover=&quot;alert(1)">x</p>'],
    ["<p title='\"><script>alert(1)</script>'>x</p>", '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'alert(1)]]&gt;ok'],
    ['<form action="https://evil.test"><input name=x><button formaction=javascript:alert(1)>Go</button></form>', 'Go'],
    ['<img src="https://x.test/a.png" width="100" height="50px">', '<img src="https://x.test/a.png" width="100">'],
    ['<p title="unterminated>x</p>', ''],
    ['<a/href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<div><p>unclosed', '<div><p>unclosed</p></div>'],
    ['</div></p>text<b>bold</i>', 'text<b>bold</b>'],
  ])('cannot be broken out of: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('never lets a tag name, on* attribute or javascript: URL through on a mixed attack page', () => {
    const attack = [
      '<IMG SRC="jav&#x0A;ascript:alert(1)">', '<BODY ONLOAD=alert(1)>', '<svg/onload=alert(1)>',
      '<details open ontoggle=alert(1)>', '<video><source onerror=alert(1)>', '<isindex action=javascript:alert(1) type=image>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', '<base href="javascript:alert(1)//">',
      '<link rel=stylesheet href=javascript:alert(1)>', '<a href="\x01javascript:alert(1)">x</a>',
    ].join('');
    const out = sanitizeHtml(attack);
    expect(out).not.toMatch(/<(script|svg|body|details|video|source|isindex|meta|base|link|iframe)/i);
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/javascript:/i);
  });
});

describe('isSafeUrl and decodeEntities', () => {
  it('allows relative and listed schemes only', () => {
    expect(isSafeUrl('/a/b')).toBe(true);
    expect(isSafeUrl('#top')).toBe(true);
    expect(isSafeUrl('page.html?a=b:c')).toBe(true);
    expect(isSafeUrl('tel:+15551234567')).toBe(true);
    expect(isSafeUrl('javascript:x')).toBe(false);
    expect(isSafeUrl('weird:x')).toBe(false);
    expect(isSafeUrl('\\\\evil.test')).toBe(false);
  });

  it('decodes numeric and common named references', () => {
    expect(decodeEntities('&#106;&#x61;&colon;&amp;&lt;&unknown;')).toBe('ja:&<&unknown;');
  });
});
