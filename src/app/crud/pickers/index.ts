/** The search dialogs a YAML reference names with `picker:` (one engine, a configuration each). */
export { PickerDialogs, type PickerConfig, type PickerColumn } from './PickerDialogs';
export { PICKERS, displayAddress } from './pickers';
