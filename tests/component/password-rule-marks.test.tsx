// @vitest-environment jsdom
// PX-70-005: /set-password (and My account's change) marks each rule met or unmet as the buyer types.
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordFormUi } from '../../src/components/password/PasswordFormUi.tsx';
import { setPasswordLabels } from '../../src/labels/registration.ts';

afterEach(cleanup);

function Form() {
  const [values, setValues] = useState({ current: '', password: '', confirm: '' });
  return (
    <PasswordFormUi
      texts={setPasswordLabels}
      askCurrent={false}
      values={values}
      show={false}
      busy={false}
      problems={{}}
      alert={null}
      onEdit={(field, value) => setValues((old) => ({ ...old, [field]: value }))}
      onToggleShow={() => undefined}
      onSubmit={() => undefined}
    />
  );
}

const ruleText = (name: string) => screen.getByText(name, { exact: false, selector: 'li' }).textContent;

describe('the password rules while typing', () => {
  it('[PX-70-005] nothing is marked before typing; then each checkable rule says met or not met yet, and changes as the buyer types', async () => {
    render(<Form />);
    expect(ruleText('At least 8 characters')).toBe('At least 8 characters');
    await userEvent.type(screen.getByLabelText('New password'), 'kestrel');
    expect(ruleText('At least 8 characters')).toBe('✗At least 8 characters (not met yet)');
    expect(ruleText('At least one letter')).toBe('✓At least one letter (met)');
    expect(ruleText('At least one number')).toBe('✗At least one number (not met yet)');
    await userEvent.type(screen.getByLabelText('New password'), '7');
    expect(ruleText('At least 8 characters')).toBe('✓At least 8 characters (met)');
    expect(ruleText('At least one number')).toBe('✓At least one number (met)');
    // The store checks the user name; the browser does not mark it.
    expect(ruleText('Not the same as your user name')).toBe('Not the same as your user name');
  });
});
