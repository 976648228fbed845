// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY, RECOMMENDATIONS_COOKIE_NAME } from '../../src/analytics/consent.ts';
import { readCookie } from '../../src/api/cookies.ts';
import { EXPERIENCE_INTERACTION } from '../../src/analytics/payloads.ts';
import { ConsentSlot } from '../../src/components/consent/ConsentSlot.tsx';
import { renderCatalogue } from './catalogue-harness.tsx';
import { renderShell } from './shell-harness.tsx';

const UUID = '3f2b8c1e-7d4a-4b6e-9c2f-1a5d8e7b0c93';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie = `${RECOMMENDATIONS_COOKIE_NAME}=; path=/; max-age=0`;
});

const stored = () => JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null') as unknown;
const visitorCookie = () => readCookie(document.cookie, RECOMMENDATIONS_COOKIE_NAME);
const banner = () => screen.findByRole('region', { name: 'Your cookie choices' });

describe('cookie consent banner', () => {
  it('[PX-06-023][PX-06-024][CC-3-019] without a stored choice the banner offers Accept all, Essential only and the categories, right after the skip link', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/' });
    const region = await banner();
    expect(within(region).getByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Essential only' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(region.getAttribute('aria-describedby')).toBeTruthy();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip to main content');
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('link', { name: 'Read our privacy policy' }));
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Accept all' }));
    // Nothing is stored until the buyer chooses.
    expect(stored()).toBeNull();
  });

  it('[PX-06-023][CC-4-026][PX-06-024] Accept all stores every category, creates the visitor cookie at once and hands focus to the main content', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/' });
    const region = await banner();
    within(region).getByRole('button', { name: 'Accept all' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your cookie choices' })).toBeNull());
    expect(stored()).toEqual({ essential: true, preferences: true, statistics: true, marketing: true });
    expect(visitorCookie()).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('[CC-7-045][CC-7-038][PX-06-023] a choice is announced as a set-consent interaction naming each category', async () => {
    const user = userEvent.setup();
    const seen: Array<{ name: string; payload: unknown }> = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener(EXPERIENCE_INTERACTION, listener);
    try {
      renderShell({ path: '/' });
      const region = await banner();
      expect(seen.filter((interaction) => interaction.name === 'set-consent')).toEqual([]);
      await user.click(within(region).getByRole('button', { name: 'Essential only' }));
      expect(seen.filter((interaction) => interaction.name === 'set-consent')).toEqual([
        { name: 'set-consent', payload: { consent: { essential: true, preferences: false, statistics: false, marketing: false } } },
      ]);
    } finally {
      document.removeEventListener(EXPERIENCE_INTERACTION, listener);
    }
  });

  it('[PX-06-023][CC-4-027] Essential only stores essential alone and removes the visitor cookie', async () => {
    const user = userEvent.setup();
    document.cookie = `${RECOMMENDATIONS_COOKIE_NAME}=${UUID}; path=/`;
    renderShell({ path: '/' });
    await user.click(within(await banner()).getByRole('button', { name: 'Essential only' }));
    expect(stored()).toEqual({ essential: true, preferences: false, statistics: false, marketing: false });
    expect(visitorCookie()).toBeUndefined();
  });

  it('[PX-06-023][PX-06-024][CC-3-019][CC-4-026] by keyboard the buyer chooses categories: essential stays on and disabled, the rest are switched with Space and saved', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/' });
    const region = await banner();
    within(region).getByRole('button', { name: 'Choose categories' }).focus();
    await user.keyboard('{Enter}');
    const group = within(region).getByRole('group', { name: 'Cookie categories' });
    const essential = within(group).getByRole('checkbox', { name: /Essential/ }) as HTMLInputElement;
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    // Focus moved to the first category that can change.
    expect(document.activeElement).toBe(within(group).getByRole('checkbox', { name: 'Preferences' }));
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('checkbox', { name: 'Statistics' }));
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Save choices' }));
    await user.keyboard('{Enter}');
    expect(stored()).toEqual({ essential: true, preferences: false, statistics: true, marketing: false });
    expect(visitorCookie()).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('region', { name: 'Your cookie choices' })).toBeNull();
  });

  it('[PX-06-023] Back returns to the one-click choices with focus on Choose categories', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/' });
    const region = await banner();
    await user.click(within(region).getByRole('button', { name: 'Choose categories' }));
    await user.click(within(region).getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Choose categories' }));
    expect(stored()).toBeNull();
  });

  it('[PX-06-024] a first banner stays on Escape; it goes only with a choice', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/' });
    const region = await banner();
    within(region).getByRole('button', { name: 'Accept all' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Your cookie choices' })).toBe(region);
  });

  it('[PX-06-023][PX-06-024] Cookie preferences in the footer reopens the banner with the stored choice and focus on its title; Escape closes it unchanged and focus goes back', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ essential: true, marketing: true }));
    renderShell({ path: '/' });
    const reopen = await screen.findByRole('button', { name: 'Cookie preferences' });
    expect(screen.queryByRole('region', { name: 'Your cookie choices' })).toBeNull();
    reopen.focus();
    await user.keyboard('{Enter}');
    const region = await banner();
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Your cookie choices' })));
    await user.click(within(region).getByRole('button', { name: 'Choose categories' }));
    const group = within(region).getByRole('group', { name: 'Cookie categories' });
    expect((within(group).getByRole('checkbox', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('checkbox', { name: 'Statistics' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(group).getByRole('checkbox', { name: 'Statistics' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your cookie choices' })).toBeNull());
    expect(stored()).toEqual({ essential: true, marketing: true });
    expect(document.activeElement).toBe(reopen);
    // Reopened again, a new choice replaces the stored one.
    await user.click(reopen);
    await user.click(within(await banner()).getByRole('button', { name: 'Essential only' }));
    expect(stored()).toEqual({ essential: true, preferences: false, statistics: false, marketing: false });
    expect(document.activeElement).toBe(reopen);
  });

  it('[PX-06-023][PX-06-021][CC-1-013][CC-4-026] activity tracking starts as soon as the buyer accepts statistics', async () => {
    const user = userEvent.setup();
    const page = renderCatalogue('/search?term=cortexa', { personalisation: { activityTrackingEnabled: true, host: 'reco.test', deploymentEnabled: true } });
    render(
      <MemoryRouter>
        <ConsentSlot />
      </MemoryRouter>,
    );
    await screen.findByRole('list', { name: 'Products matching cortexa' });
    await user.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    const search = screen.getByRole('combobox', { name: 'Search products' });
    await user.clear(search);
    await user.type(search, 'aurisense{Enter}');
    await screen.findByRole('list', { name: 'Products matching aurisense' });
    await waitFor(() => expect(page.server.state.activities.map((a) => a.body.searchText)).toContain('aurisense'), { timeout: 4000 });
    const activity = page.server.state.activities.find((a) => a.body.searchText === 'aurisense')!;
    expect(activity.body.cookieId).toBe(visitorCookie());
  });
});
