// @vitest-environment jsdom
// PX-89-002: the guest's login link and the menu's log-out item read their words when shown, so a
// French page, whose catalogue translates the labels after the header's settings module has loaded,
// says 'Se connecter', not 'Sign in'. The expected words are the French catalogue file's.
import MessageFormat from '@messageformat/core';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginLink } from '../../src/components/profile-menu/LoginLink.tsx';
import { defaultProfileMenuSettings, LOGIN_HREF } from '../../src/components/profile-menu/settings.ts';
import { useCatalogueFiles, type Messages } from '../../src/i18n/apply-catalogue.ts';
// The entry registers the first screen's labels for translation.
import '../../src/labels/first-screen.ts';

const french = JSON.parse(readFileSync(join(process.cwd(), 'src/labels/fr/widgets.json'), 'utf8')) as Record<string, string>;

describe('the login link in the page language', () => {
  it('[PX-89-002] the settings loaded in English; once the French catalogue is in use the link and the log-out label are French', () => {
    expect(defaultProfileMenuSettings.loginButtonText).toBe('Sign in');
    const format = new MessageFormat('fr');
    useCatalogueFiles({ 'widgets.json': Object.fromEntries(Object.entries(french).map(([key, message]) => [key, format.compile(message)])) as Messages });
    render(
      <MemoryRouter>
        <LoginLink settings={defaultProfileMenuSettings} href={LOGIN_HREF} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').textContent).toBe(french['widgetLabels.profileMenu.login']);
    expect(screen.getByRole('link').textContent).not.toBe('Sign in');
    expect(defaultProfileMenuSettings.logoutLabel).toBe(french['widgetLabels.profileMenu.logout']);
  });
});
