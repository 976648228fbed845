// Texts of the address book (issue 16).
import { translatable } from '../i18n/translate.ts';

export const addressBookLabels = {
  heading: 'Address book',
  signIn: 'Sign in to see and manage your account’s addresses.',
  forAccount: (name: string) => `Addresses of ${name}`,
  loading: 'Loading addresses…',
  failed: 'The addresses could not be loaded. Reload the page to try again.',
  Billing: 'Billing addresses',
  Shipping: 'Shipping addresses',
  none: 'None yet.',
  isDefault: 'Default',
  add: 'Add an address',
  addHeading: 'New address',
  editHeading: 'Edit address',
  type: 'Address type',
  typeNames: { Shipping: 'Shipping', Billing: 'Billing' },
  makeDefaultField: 'Use as the default for its type',
  save: 'Save address',
  saving: 'Saving…',
  cancel: 'Cancel',
  edit: 'Edit',
  editLabel: (summary: string) => `Edit ${summary}`,
  remove: 'Delete',
  removeLabel: (summary: string) => `Delete ${summary}`,
  removeTitle: 'Delete this address?',
  removeText: (summary: string) => `${summary} leaves the address book. Orders already placed keep their addresses.`,
  setDefault: 'Make default',
  setDefaultLabel: (summary: string) => `Make ${summary} the default`,
  problems: (count: number) => `${count} field${count === 1 ? ' needs' : 's need'} attention.`,
  actionFailed: 'That did not work. Nothing was changed; try again.',
  back: 'Back to my account',
} as const;

// Texts My account adds (issue 16).
export const myAccountLabels = {
  toolsHeading: 'Manage',
  switchAccount: 'Switch account',
  addresses: 'Address book',
  dashboard: 'Dashboard',
  passwordHeading: 'Password',
  passwordText: 'Changing your password signs you out on every other device and browser. You stay signed in here.',
  passwordRules: 'Your new password must have:',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm the new password',
  showPasswords: 'Show passwords',
  changePassword: 'Change password',
  changing: 'Changing…',
  changed: 'Your password is changed. You stay signed in here.',
  otherSessionsEnded: (count: number) =>
    count === 0 ? 'You were not signed in anywhere else.' : `You were signed out on ${count === 1 ? 'one other device or browser' : `${count} other devices or browsers`}.`,
  changeFailed: 'The password could not be changed just now. Nothing was changed; try again.',
  sessionEnded: 'Your session has ended. Sign in again to change your password.',
  forgotten: 'Forgotten your current password?',
  sendLink: 'E-mail me a link instead',
  sending: 'Sending…',
  sent: (email: string) => `We sent a link to ${email}. Follow it to set your new password.`,
  sendFailed: 'The link could not be sent. Try again in a few minutes.',
} as const;

translatable({ addressBookLabels, myAccountLabels });
