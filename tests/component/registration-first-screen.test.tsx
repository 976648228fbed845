// @vitest-environment jsdom
// The registration page's first screen (PX-38-002): while the kept draft is read, the shell's parts
// that follow the page's content (the footer) wait, so the taller form never pushes them down.
import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { afterPageContent, useShellCommitted } from '../../src/app/after-first-paint.ts';
import { registrationLabels } from '../../src/labels/registration.ts';
import RegisterPage from '../../src/registration/RegisterPage.tsx';
import type { DraftStore, KeptDraft } from '../../src/registration/draft-store.ts';
import { PreviewFrame, previewStore, recordingEnvironment } from './preview-store.tsx';

afterEach(cleanup);

function Shell() {
  useShellCommitted();
  return null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('registration first screen', () => {
  it('[PX-38-002] the shell\'s later parts wait while the kept draft is read, and come once the form shows', async () => {
    let answer: (draft: KeptDraft | undefined) => void = () => undefined;
    const store: DraftStore = {
      read: () => new Promise((resolve) => (answer = resolve)),
      write: async () => undefined,
      clear: async () => undefined,
    };
    const { store: parts } = previewStore({ routes: {} });
    render(
      <PreviewFrame store={parts} environment={recordingEnvironment()} initialPath="/register">
        <Shell />
        <Routes>
          <Route path="/register" element={<RegisterPage draftStore={store} />} />
        </Routes>
      </PreviewFrame>,
    );
    let shellPartsAsked = false;
    void afterPageContent().then(() => (shellPartsAsked = true));
    // Past the shell's paint (a frame, 200 ms at most) the draft is still being read.
    await wait(600);
    expect(screen.getByText(registrationLabels.loading)).toBeTruthy();
    expect(shellPartsAsked).toBe(false);
    answer(undefined);
    expect(await screen.findByLabelText(/^First name/)).toBeTruthy();
    await expect.poll(() => shellPartsAsked, { timeout: 1000 }).toBe(true);
  });
});
