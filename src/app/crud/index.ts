/** The hand-written kit the generated views are built from (generated/app/<resource>/*.tsx). */
export { DataList, PAGE_SIZES } from './DataList';
export { ResourceForm, FormHostContext, FormExtrasContext } from './ResourceForm';
export { FeedbackAlert } from './FeedbackAlert';
export { ResourceCreate, ResourceEdit, ResourceShow } from './pages';
export { RelatedList } from './RelatedList';
export { ReferenceCell } from './list/ReferenceCell';
export { ChildLines, ChildLinesField, LineExtrasContext } from './ChildLines';
export { LinkedReferenceInput } from './LinkedReferenceInput';
export { CodeReferenceInput } from './CodeReferenceInput';
export { StatusField, MoneyField, UnixDateField, OptionField, JsonField, formatMoney, formatUnix } from './fields';
export { RichTextField, cleanRichText } from './RichText';
export { RichTextInput } from './RichTextInput';
export { ImageField, ImageInput } from './ImageFields';
export { MoneyInput, UnixDateInput, OptionInput, JsonInput } from './inputs';
export { WorkflowActions, WorkflowStateField } from './workflow';
export { fieldRules, type FieldRules } from './rules';
export type { ResourceViews, AppResourceEntry } from './types';
export { AddressMapInput } from '../modules/map/AddressMap';
