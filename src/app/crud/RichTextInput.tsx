/**
 * The editor of a `richtext` field: react-admin's RichTextInput (tiptap). What it is given is
 * cleaned with the view's allow-list first, so a stored `<img src=x onerror=...>` reaches the
 * editor without its handler (the server cleans again on save, src/server/richtext.ts).
 *
 * For screen readers (axe-core, tests/e2e/phone-access.test.ts): the editable area is named by
 * the field's label, and the toolbar leaves out the paragraph-level menu, whose list item outside
 * a list and whose name that is not its text axe counts as serious. Bold, italic, lists, links,
 * quotes and clearing stay.
 */
import { useResourceContext, useTranslateLabel } from 'react-admin';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as RaRichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { cleanRichText } from './RichText';

const cleaned = (value: unknown) => (typeof value === 'string' && value ? cleanRichText(value) : value);

const Toolbar = () => (
  <RichTextInputToolbar>
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

export const RichTextInput = (props: RichTextInputProps) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext(props);
  const label = translateLabel({ label: props.label, resource, source: props.source });
  // A named, multi-line text box: without the role, a label on the editable div is one axe forbids.
  const editorOptions = {
    ...DefaultEditorOptions,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': typeof label === 'string' ? label : props.source } },
  };
  return <RaRichTextInput format={cleaned} fullWidth toolbar={<Toolbar />} editorOptions={editorOptions} {...props} />;
};
