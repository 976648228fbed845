// Labels of the account switcher dialog, apart from the shell's widget labels: the dialog loads when a
// buyer opens it, so Home carries none of its words.
import { translatable } from '../i18n/translate.ts';

export const accountSwitcherLabels = {
  title: 'Switch account',
  intro: 'Choose the account you are buying for. The store reloads at the home page.',
  loading: 'Loading your accounts…',
  failed: 'Your accounts could not be loaded. Close this dialog and try again.',
  empty: 'You do not manage any other accounts.',
  current: 'Current',
  defaultAccount: 'Your default account',
  buyFor: 'Buy for',
  switching: 'Switching account…',
};

translatable({ accountSwitcherLabels });
