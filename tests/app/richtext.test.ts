/** The app cleans rich text again when it shows it, with the server's allow-list (issue 10, item 3). */
import { describe, expect, it } from 'vitest';
import { cleanRichText } from '../../src/app/crud/RichText';

describe('cleanRichText', () => {
  it('drops <style>, style and class attributes, handlers, forms and javascript: links, keeping the text', () => {
    const html = cleanRichText(
      '<style>header{display:none}</style><p style="position:fixed" class="MuiAppBar-root" onclick="x()">Drill <b>20V</b></p>' +
        '<img src="x" onerror="window.pwned=1"><a href="javascript:alert(1)">bad</a><a href="https://shop.example.sg/">good</a>' +
        '<form action="/x"><input name="a"><button>Go</button></form><svg><script>alert(1)</script></svg>',
    );
    expect(html).toBe('<p>Drill <b>20V</b></p><img src="x"><a>bad</a><a href="https://shop.example.sg/">good</a>Go');
  });

  it('keeps the app\'s own and data: images, and drops images from another site named without a scheme', () => {
    expect(cleanRichText('<img src="/api/static/a.png" alt="a"><img src="data:image/png;base64,AA"><img src="//evil.example/p.gif">')).toBe(
      '<img src="/api/static/a.png" alt="a"><img src="data:image/png;base64,AA">',
    );
  });
});
