// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EFFECTIVE_ACCOUNT_STORAGE_KEY } from '../../machines/constants/session-locale.ts';
import { EXPERIENCE_INTERACTION } from '../../src/analytics/payloads.ts';
import { memoryStorage, renderShell, type RecordedRequest } from './shell-harness.tsx';

afterEach(cleanup);

const loginCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.path.endsWith('/auth/login') && r.method === 'POST');

describe('sign-in page', () => {
  it('[PX-05-005] missing fields are marked required, focus goes to the first, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { server } = renderShell({ path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText('User name (e-mail)');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your user name.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(username);
    await user.type(username, '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your user name.')).toBeTruthy();
    expect(loginCalls(server.requests)).toHaveLength(0);
  });

  it('[PX-05-006][SH-2-004] a refused sign-in shows the platform message, keeps the user name and clears the password', async () => {
    const user = userEvent.setup();
    const { server } = renderShell({ path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('User name (e-mail)'), ' buyer@demo.test ');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByTestId('sign-in-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Your login attempt has failed. Make sure the username and password are correct.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText('User name (e-mail)') as HTMLInputElement).value).toBe('buyer@demo.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(loginCalls(server.requests).at(-1)!.body).toEqual({ username: 'buyer@demo.test', password: 'wrong-password' });
  });

  it('[PX-05-006][SH-6-002][SH-4-008][SH-3-055][CC-7-045] signing in refreshes the session, goes Home and shows the signed-in header', async () => {
    const user = userEvent.setup();
    // The badge is a link to /cart with the mini cart off (the demo store has it on: then a button).
    renderShell({ path: '/login', settings: { propertiesEx: { miniCartEnabled: false } } });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('User name (e-mail)'), 'multi@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo-Multi-1');
    const interactions: string[] = [];
    const listener = (event: Event) => interactions.push((event as CustomEvent<{ name: string }>).detail.name);
    document.addEventListener(EXPERIENCE_INTERACTION, listener);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Neurology and sensory supplies/ })).toBeTruthy();
    document.removeEventListener(EXPERIENCE_INTERACTION, listener);
    // CC-7-045: one login interaction for the successful sign-in.
    expect(interactions.filter((name) => name === 'login')).toHaveLength(1);
    expect(await screen.findByText('Welcome back, Riley.')).toBeTruthy();
    const header = screen.getByTestId('site-header');
    await waitFor(() => expect(header.dataset.user).toBe('signedIn'));
    expect(await within(header).findByRole('link', { name: /^Cart,/ })).toBeTruthy();
  });

  it('[PX-05-006][CC-4-032] a guest cart saved in this browser is preserved once on sign-in', async () => {
    const user = userEvent.setup();
    const localStorage = memoryStorage({ guestCartId: '0a6000000000077' });
    const { server } = renderShell({ path: '/login', localStorage });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('User name (e-mail)'), 'buyer@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo-Buyer-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: /Neurology and sensory supplies/ });
    await waitFor(() => expect(server.requests.filter((r) => r.path.endsWith('/carts/actions/preserve'))).toHaveLength(1));
    expect(server.requests.find((r) => r.path.endsWith('/carts/actions/preserve'))!.body).toEqual({ cartId: '0a6000000000077' });
    expect(localStorage.values.has('guestCartId')).toBe(false);
  });
});

it('[CC-8-021][CC-8-022][SH-8-003][SH-8-004] products of the guest cart that could not be kept are reported in a dismissible error toast', async () => {
  const user = userEvent.setup();
  renderShell({ path: '/login', localStorage: memoryStorage({ guestCartId: '0a6000000000077' }), preserveFailures: 2 });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText('User name (e-mail)'), 'buyer@demo.test');
  await user.type(screen.getByLabelText('Password'), 'Demo-Buyer-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('2 items are no longer in your cart. Review your cart and re-add items if necessary.')).toBeTruthy();
  expect(screen.getByText('Something went wrong')).toBeTruthy();
});

describe('signing out and account pages', () => {
  it('[SH-4-014][SH-4-015][SH-7-018][SH-7-019] sign-out clears the effective account, then opens /webruntime/logout in this window', async () => {
    const user = userEvent.setup();
    const sessionStorage = memoryStorage({ [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify({ id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' }) });
    const { navigations } = renderShell({ path: '/myprofile', signedInAs: 'multi@demo.test', sessionStorage });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(sessionStorage.values.has(EFFECTIVE_ACCOUNT_STORAGE_KEY)).toBe(false);
    expect(navigations).toEqual(['/webruntime/logout']);
  });

  it('[PX-05-012][SH-2-016] /myprofile shows a guest a sign-in prompt and a buyer the profile, acting account and buyer groups', async () => {
    const guest = renderShell({ path: '/myprofile' });
    const prompt = await screen.findByTestId('sign-in-prompt');
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    guest.unmount();
    renderShell({ path: '/myprofile', signedInAs: 'buyer@demo.test' });
    const details = await screen.findByTestId('profile-details');
    expect(details.textContent).toContain('Dana Okafor');
    expect(details.textContent).toContain('Lakeshore Neurology Associates');
    expect(details.textContent).toContain('Neuro USA Market');
  });

  it('[PX-05-012][SH-2-015][CC-2-003] /mylists shows a guest a sign-in prompt and a buyer the wishlists with their products', async () => {
    const guest = renderShell({ path: '/mylists' });
    expect(await screen.findByTestId('sign-in-prompt')).toBeTruthy();
    guest.unmount();
    renderShell({ path: '/mylists', signedInAs: 'buyer@demo.test' });
    const lists = await screen.findByTestId('wishlists');
    expect(within(lists).getByRole('heading', { name: 'Clinic reorder list' })).toBeTruthy();
    expect(within(lists).getByRole('link', { name: /Cortexa Disposable EEG Cup Electrodes/ }).getAttribute('href')).toBe('/product/01t000000000001');
  });

  it('[PX-05-016][SH-2-005] forgot password needs a user name, then confirms the same way whoever asks', async () => {
    const user = userEvent.setup();
    const { server } = renderShell({ path: '/forgot-password' });
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter your user name.')).toBeTruthy();
    expect(server.requests.filter((r) => r.path.endsWith('/auth/forgot-password'))).toHaveLength(0);
    await user.type(screen.getByLabelText('User name (e-mail)'), ' nobody@demo.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('reset-sent')).textContent).toMatch(/If an account with that user name exists/);
    expect(server.requests.find((r) => r.path.endsWith('/auth/forgot-password'))!.body).toEqual({ username: 'nobody@demo.test' });
  });
});
