// @vitest-environment jsdom
// SH-8-024: when the icon drawings cannot be loaded the icon stays empty and the failure is warned on
// the console only. The drawings' module is made to fail to load; the retries of loadCode (PX-05-025) run first.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { NamedIcon } from '../../src/components/widgets/NamedIcon.tsx';

vi.mock('../../src/components/widgets/icon-templates.ts', () => {
  throw new Error('offline');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('[SH-8-024] a failed load of the icon templates is warned on the console; the icon is left empty, the page goes on', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <p>
      <NamedIcon iconName="utility:clock" />
      Recent searches
    </p>,
  );
  await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5000 });
  expect(warn.mock.calls.map((call) => call[0])).toEqual(['The icon templates could not be loaded']);
  expect(screen.getByText('Recent searches').querySelector('svg')!.querySelectorAll('path')).toHaveLength(0);
});
