/**
 * A small XML writer: elements from a tree, every text and attribute value escaped, so no value a
 * user typed (a description with "<" or "&") can break the document. Elements whose content is
 * undefined or null are left out, as UBL wants absent rather than empty elements.
 */
export type XmlContent = string | number | XmlNode[] | null | undefined;
export interface XmlNode {
  name: string;
  attrs?: Record<string, string | number | undefined>;
  content: XmlContent;
}

/** An element; `el('cbc:ID', 'INV-1')`, `el('cac:Party', [el(...), ...])`. */
export const el = (name: string, content: XmlContent, attrs?: XmlNode['attrs']): XmlNode => ({ name, attrs, content });

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text or an attribute value escaped; characters XML 1.0 cannot hold at all (controls) dropped. */
export const escapeXml = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

const present = (node: XmlNode): boolean => node.content !== undefined && node.content !== null && node.content !== '' && !(Array.isArray(node.content) && !node.content.some(present));

function write(node: XmlNode, indent: string, out: string[]): void {
  const attrs = Object.entries(node.attrs ?? {})
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  if (Array.isArray(node.content)) {
    out.push(`${indent}<${node.name}${attrs}>`);
    for (const child of node.content) if (present(child)) write(child, `${indent}  `, out);
    out.push(`${indent}</${node.name}>`);
  } else {
    out.push(`${indent}<${node.name}${attrs}>${escapeXml(String(node.content))}</${node.name}>`);
  }
}

/** The document, with its XML declaration. */
export function xmlDocument(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}
