// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CardFieldsUi } from '../../src/checkout/steps/CardFieldsUi.tsx';
import { EMPTY_CARD_FORM } from '../../machines/checkout/card-form.ts';

afterEach(cleanup);

describe('the security code help tip', () => {
  it('[SH-9-040][SH-9-041] shows its explanation by click or keyboard, describing its button, and hides it with Escape or when focus leaves', async () => {
    const user = userEvent.setup();
    render(<CardFieldsUi idPrefix="pay" card={EMPTY_CARD_FORM} errors={{}} now={new Date('2026-12-07T00:00:00Z')} onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: 'What is the security code?' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(button);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('The 3 digits printed on the back of the card; American Express prints 4 digits on the front.');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
