import { describe, expect, it } from '@jest/globals';
import { NewsletterPostMessages, newsletterPostSchema } from '../src/newsletter-post.js';
import { renderNewsletterMarkdown } from '../src/newsletter-markdown.js';

describe('newsletterPostSchema', () => {
  it('takes a subject, a Markdown body and an audience', () => {
    const parsed = newsletterPostSchema.parse({
      subject: '  Spring menus ',
      body: '# Hi',
      audience: 'FOUNDER_CHEFS',
    });
    expect(parsed).toEqual({ subject: 'Spring menus', body: '# Hi', audience: 'FOUNDER_CHEFS' });
  });

  it('refuses each bad field with its message', () => {
    const result = newsletterPostSchema.safeParse({
      subject: 'x'.repeat(151),
      body: '   ',
      audience: 'EVERYONE',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['subject', NewsletterPostMessages.subjectTooLong],
      ['body', NewsletterPostMessages.bodyRequired],
      ['audience', NewsletterPostMessages.audienceRequired],
    ]);
  });
});

describe('renderNewsletterMarkdown', () => {
  it('renders Markdown and opens links in a new tab', () => {
    expect(renderNewsletterMarkdown('**New** [menus](https://hearth.ca/m)')).toBe(
      '<p><strong>New</strong> <a href="https://hearth.ca/m" target="_blank" rel="noopener noreferrer">menus</a></p>\n',
    );
  });

  it('shows raw HTML as text and drops script links', () => {
    const html = renderNewsletterMarkdown(
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) ![x](data:text/html;base64,AAAA)',
    );
    expect(html).not.toMatch(/<script|<a |<img|href=/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
