/**
 * Rich text is cleaned when it is saved (issue 10, item 3): sanitize-html with the allow-list of
 * src/shared/richtext-policy.ts. What the list does not name is dropped; the text inside a
 * dropped element stays, except for <style>, <script> and the like, which go whole.
 */
import sanitizeHtml from 'sanitize-html';
import { imageAllowed, LINK_SCHEMES, RICHTEXT_ATTRIBUTES, RICHTEXT_TAGS, type ImagePolicy } from '../shared/richtext-policy';

/**
 * The server's policy, from its settings (build() sets it): one per process, as the settings are.
 * Until then, the strictest: no remote images, and only relative addresses count as the app's own.
 */
let serverPolicy: ImagePolicy = { remote: false };

export function applyRichTextSettings(settings: { publicUrl: string; richtextRemoteImages: boolean }): void {
  serverPolicy = { origin: new URL(settings.publicUrl).origin, remote: settings.richtextRemoteImages };
}

export function sanitizeRichText(html: string, policy: ImagePolicy = serverPolicy): string {
  // Text with no markup and nothing to escape comes out as it went in: most descriptions are plain
  // text, and sanitize-html's parse was a fifteenth of what an import allocates (docs/performance.md).
  if (!/[<>&]/.test(html)) return html;
  return sanitizeHtml(html, {
    allowedTags: [...RICHTEXT_TAGS],
    allowedAttributes: RICHTEXT_ATTRIBUTES,
    allowedSchemes: [...LINK_SCHEMES],
    allowedSchemesByTag: { img: ['data', 'http', 'https'] },
    allowProtocolRelative: false,
    allowedStyles: {},
    // Whole elements whose text means nothing (or harm) outside them.
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'svg', 'math'],
    // Links are held to LINK_SCHEMES by allowedSchemes; images also to the app's own origin.
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src && imageAllowed(frame.attribs.src, policy)),
  });
}
