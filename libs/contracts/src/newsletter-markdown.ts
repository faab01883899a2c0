import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of newsletters, shared by the admin's live preview and the e-mail, so
 * the preview shows exactly what is sent. CommonMark plus tables and strikethrough, bare URLs
 * become links, smart quotes. Raw HTML in the Markdown is NOT passed through (it shows as text) and
 * link targets are checked by markdown-it (no `javascript:`, `vbscript:`, `file:` or non-image
 * `data:` URLs): the output holds only the tags Markdown makes. The e-mail and the preview still
 * sanitize it once more (sanitize-html on the server, DOMPurify in the browser).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  token.attrSet('target', '_blank');
  token.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Renders a newsletter's Markdown `body` to HTML (see above: no raw HTML, safe link targets). */
export function renderNewsletterMarkdown(body: string): string {
  return markdown.render(body);
}
