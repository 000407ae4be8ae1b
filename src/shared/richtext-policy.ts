/**
 * What rich text (fields of type `richtext`) may hold: one allow-list for the server, which cleans
 * it when it is saved (sanitize-html, src/server/richtext.ts), and the app, which cleans it again
 * when it shows it (DOMPurify, src/app/crud/RichText.tsx), so a row written before the rule or
 * straight into the database is harmless too.
 *
 * Text structure only: no <style>, no style or class attributes (both restyle the whole app), no
 * forms, no scripts or event handlers, links only to http(s), mailto and tel. Images come from the
 * app's own origin or data: URLs, and from anywhere only when RICHTEXT_REMOTE_IMAGES=true (the
 * Content-Security-Policy follows the same setting, so a browser would not load them either).
 */

export const RICHTEXT_TAGS = [
  'p', 'br', 'hr', 'div', 'span',
  'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img',
] as const;

/** Attributes by tag; no other attribute survives. */
export const RICHTEXT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Schemes a link may use. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The scheme of an address as a browser reads it (it ignores control characters and spaces in it), or null when relative. */
function schemeOf(address: string): string | null {
  return /^([a-z][a-z0-9+.-]*):/i.exec(address.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))?.[1].toLowerCase() ?? null;
}

/** A link target that runs nothing: one of LINK_SCHEMES, or a relative address. */
export function linkAllowed(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === null || (LINK_SCHEMES as readonly string[]).includes(scheme);
}

export interface ImagePolicy {
  /** The app's own origin (http://host:port); absolute addresses on it count as the app's own. */
  origin?: string;
  /** RICHTEXT_REMOTE_IMAGES: images from any https/http address. */
  remote: boolean;
}

/** An image source the policy allows: the app's own (relative or same origin), a data: image, or a remote one when allowed. */
export function imageAllowed(src: string, policy: ImagePolicy): boolean {
  const s = src.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = schemeOf(s);
  if (scheme === null) return !/^[/\\]{2}/.test(s); // relative, but not //other.host (nor /\other.host)
  if (scheme === 'data') return /^data:image\/(png|jpe?g|gif|webp|avif|bmp)[;,]/i.test(s);
  if (policy.origin && s.toLowerCase().startsWith(`${policy.origin.toLowerCase()}/`)) return true;
  return policy.remote && (scheme === 'https' || scheme === 'http');
}
