/**
 * The editor of a `richtext` field: react-admin's RichTextInput (tiptap). What it is given is
 * cleaned with the view's allow-list first, so a stored `<img src=x onerror=...>` reaches the
 * editor without its handler (the server cleans again on save, src/server/richtext.ts).
 */
import { RichTextInput as RaRichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { cleanRichText } from './RichText';

const cleaned = (value: unknown) => (typeof value === 'string' && value ? cleanRichText(value) : value);

export const RichTextInput = (props: RichTextInputProps) => <RaRichTextInput format={cleaned} fullWidth {...props} />;
