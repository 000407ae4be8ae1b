/** The hand-written kit the generated views are built from (generated/app/<resource>/*.tsx). */
export { DataList, PAGE_SIZES } from './DataList';
export { ResourceForm, FormHostContext } from './ResourceForm';
export { ResourceCreate, ResourceEdit, ResourceShow } from './pages';
export { RelatedList } from './RelatedList';
export { ReferenceCell } from './list/ReferenceCell';
export { ChildLines, ChildLinesField } from './ChildLines';
export { StatusField, MoneyField, UnixDateField, OptionField, JsonField, formatMoney, formatUnix } from './fields';
export { MoneyInput, UnixDateInput, OptionInput, JsonInput } from './inputs';
export { fieldRules } from './rules';
export type { ResourceViews, AppResourceEntry } from './types';
