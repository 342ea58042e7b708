import type { ComponentProps } from 'react';
import { NativeSelect } from '~/components/ui/native-select';
import { TITLES } from './titles';

/**
 * A person's title with no default: nobody is booked as "Mr" without
 * choosing it (issue 18). The empty first choice fails the schema's
 * 'Choose a title'.
 */
export function TitleSelect(props: ComponentProps<'select'>) {
  return (
    <NativeSelect {...props}>
      <option value="">Choose…</option>
      {TITLES.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </NativeSelect>
  );
}
