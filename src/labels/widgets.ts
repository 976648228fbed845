// UI labels of the shell widgets (profile menu, navigation menu, locale picker, modal, toasts).
// The specification's own messages and defaults live in machines/constants/; these are the
// project's wording.

export const widgetLabels = {
  profileMenu: {
    login: 'Sign in',
    trigger: 'Account menu',
    triggerWithName: (name: string) => `Account menu for ${name}`,
    menu: 'Account',
    myAccount: 'My account',
    orders: 'Order history',
    wishlist: 'Wishlists',
    switchAccount: 'Switch account',
    publicWebsite: 'Kestrel Ridge website',
    logout: 'Log out',
    opensInNewTab: '(opens in new tab)',
  },
  accountSwitcher: {
    title: 'Switch account',
    intro: 'Choose the account you are buying for. The store reloads at the home page.',
    loading: 'Loading your accounts…',
    failed: 'Your accounts could not be loaded. Close this dialog and try again.',
    empty: 'You do not manage any other accounts.',
    current: 'Current',
    defaultAccount: 'Your default account',
    buyFor: 'Buy for',
    switching: 'Switching account…',
  },
  navigation: {
    region: 'Main',
    open: 'Menu',
    openAssistive: 'Open the navigation menu',
    close: 'Close the navigation menu',
    panel: 'Navigation menu',
    back: 'Back',
    backTo: (label: string) => `to ${label}`,
    mainMenu: 'Main menu',
    home: 'Home',
    opensSubmenu: 'show subcategories',
    loading: 'Loading the menu…',
    failed: 'The menu could not be loaded.',
  },
  localePicker: {
    button: 'Location',
    buttonAssistive: (current: string) => `Change location and language, now ${current}`,
    close: 'Close location selection',
    current: 'Current',
    loading: 'Loading locations…',
    changing: 'Changing location…',
    language: 'Language',
    currency: (code: string) => `Prices in ${code}`,
    confirmTitle: 'Change your location?',
    confirmBody:
      'Changing country or currency clears your cart, and the products and prices you see may change. Do you want to continue?',
    confirm: 'Change location and clear cart',
    cancel: 'Keep my cart',
  },
  modal: {
    close: 'Close dialog',
    busy: 'Please wait…',
  },
  toast: {
    region: 'Notifications',
    close: 'Dismiss notification',
    variant: { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' },
  },
} as const;
