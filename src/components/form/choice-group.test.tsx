// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group';
import { NumberField } from './fields';

const options = [
  { value: 'a', label: 'Advantage' },
  { value: 'd', label: 'Drug plan' },
];

function Picks() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <ChoiceGroup
        formId="f"
        name="plans"
        label="Which plans?"
        hint="Any that apply."
        error="Choose at least one."
        options={options}
        multiple
        value={value}
        onValueChange={(next) => setValue(next as string[])}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

afterEach(cleanup);

describe('the kit choice group and number field', () => {
  it('toggles checkboxes and marks the first option as the place to fix the error', () => {
    render(<Picks />);
    fireEvent.click(screen.getByLabelText('Drug plan'));
    fireEvent.click(screen.getByLabelText('Advantage'));
    fireEvent.click(screen.getByLabelText('Drug plan'));
    expect(screen.getByRole('status').textContent).toBe('a');
    const first = screen.getByLabelText('Advantage');
    expect(first.id).toBe('f-plans');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Which plans?' }).getAttribute('aria-describedby')).toBe(
      'f-plans-hint f-plans-error',
    );
  });

  it('reads a number field with its unit and keeps the text as typed', () => {
    render(<NumberField formId="f" name="age" label="Your age" unit="years" defaultValue="$1,000" />);
    const input = screen.getByLabelText('Your age') as HTMLInputElement;
    expect(input.value).toBe('$1,000');
    expect(input.inputMode).toBe('decimal');
    expect(input.getAttribute('aria-describedby')).toBe('f-age-unit');
    expect(screen.getByText('years').id).toBe('f-age-unit');
  });
});
