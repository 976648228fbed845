import { describe, expect, it } from 'vitest';
import { contactSavedInteractions } from '../../src/analytics/checkout-payloads.ts';

const names = (list: ReturnType<typeof contactSavedInteractions>) => list.map((interaction) => interaction.name);

describe('contact details saved at checkout', () => {
  it('[CC-7-045][PX-70-012] a guest identifies themself, and a new e-mail and phone are updates', () => {
    expect(names(contactSavedInteractions(null, { email: 'ada.guest@clinic.example', phoneNumber: '+13125550101' }, true))).toEqual(['identity', 'email-update', 'phone-update']);
  });

  it('[CC-7-045][PX-70-012] a buyer who keeps the details the checkout held sends nothing; a changed one sends only its update', () => {
    const held = { email: 'buyer@demo.test', phoneNumber: '+13125550142' };
    expect(contactSavedInteractions(held, { email: 'Buyer@Demo.test ', phoneNumber: '+13125550142' }, false)).toEqual([]);
    expect(names(contactSavedInteractions(held, { email: 'buyer@demo.test', phoneNumber: '+13125550199' }, false))).toEqual(['phone-update']);
    expect(names(contactSavedInteractions(held, { email: 'orders@demo.test', phoneNumber: '+13125550142' }, false))).toEqual(['email-update']);
    // No phone before and none now is no change.
    expect(contactSavedInteractions({ email: 'buyer@demo.test', phoneNumber: null }, { email: 'buyer@demo.test', phoneNumber: null }, false)).toEqual([]);
  });

  it('[CC-7-045][PX-70-012] nothing about the buyer goes with the events', () => {
    for (const interaction of contactSavedInteractions(null, { email: 'ada.guest@clinic.example', phoneNumber: '+13125550101' }, true)) expect(interaction.payload).toEqual({});
  });
});
