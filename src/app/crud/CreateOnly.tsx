/**
 * A field given when the record is added (YAML `create_only`): the add form asks for it, the edit
 * form shows what was given, disabled (the server refuses another value). The generator wraps such
 * an input in it; a reference's choice input is the one disabled.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';

const disabled = (input: ReactElement<{ children?: ReactNode; disabled?: boolean }>): ReactElement => {
  const inner = Children.toArray(input.props.children);
  return inner.length === 1 && isValidElement(inner[0]) ? cloneElement(input, {}, disabled(inner[0] as ReactElement<{ disabled?: boolean }>)) : cloneElement(input, { disabled: true });
};

export function CreateOnly({ children }: { children: ReactElement<{ children?: ReactNode; disabled?: boolean }> }) {
  const record = useRecordContext();
  return record?.id === undefined || record.id === null ? children : disabled(children);
}
