/**
 * Rich text on a record's page, cleaned again as it is shown (issue 10, item 3): the server cleans
 * it when it is saved, but a row written before that rule, or straight into the database, must not
 * restyle the app or run anything either. DOMPurify with the allow-list the server uses
 * (src/shared/richtext-policy.ts), on an instance of its own so its hooks touch nothing else.
 *
 * Remote images pass here when they are https; whether the browser loads them is the
 * Content-Security-Policy's to say, which allows them only with RICHTEXT_REMOTE_IMAGES.
 */
import DOMPurify from 'dompurify';
import Typography from '@mui/material/Typography';
import { useRecordContext, type FieldProps } from 'react-admin';
import { imageAllowed, linkAllowed, RICHTEXT_ATTRIBUTES, RICHTEXT_TAGS } from '../../shared/richtext-policy';

let purifier: ReturnType<typeof DOMPurify> | undefined;

function richTextPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    if (!RICHTEXT_ATTRIBUTES[tag]?.includes(name)) data.keepAttr = false;
    else if (name === 'href' && !linkAllowed(data.attrValue)) data.keepAttr = false;
    else if (tag === 'img' && name === 'src' && !imageAllowed(data.attrValue, { origin: window.location.origin, remote: true })) data.keepAttr = false;
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
  });
  purifier = own;
  return own;
}

/** `html` with only what the rich-text allow-list lets through. */
export function cleanRichText(html: string): string {
  return richTextPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICHTEXT_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(RICHTEXT_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** A rich-text field of the record in context, cleaned. */
export const RichTextField = ({ source }: FieldProps) => {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography
      component="div"
      variant="body2"
      className="rich-text"
      sx={{ '& img': { maxWidth: '100%' }, '& p:first-of-type': { mt: 0 }, '& p:last-of-type': { mb: 0 } }}
      dangerouslySetInnerHTML={{ __html: cleanRichText(String(value)) }}
    />
  );
};
