// A PIN field: digits on a phone's keypad, hidden as typed, never offered to the browser's
// password manager or autofill (a shared tablet must not remember one family's PIN for the next).

import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'onChange'> & {
  value: string;
  onValue: (value: string) => void;
};

export function PinInput({ onValue, ...props }: Props) {
  return (
    <input
      type="password"
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}
