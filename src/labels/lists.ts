// Texts of the wishlists page (issue 16).
import { translatable } from '../i18n/translate.ts';

export const listsLabels = {
  heading: 'Your wishlists',
  signIn: 'Sign in to see and manage your wishlists.',
  loading: 'Loading your wishlists…',
  failed: 'Your wishlists could not be loaded. Reload the page to try again.',
  none: 'You have no wishlists yet. Create one here, or save products from their pages.',
  createHeading: 'New list',
  name: 'List name',
  create: 'Create list',
  rename: 'Rename',
  renameLabel: (name: string) => `New name for ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Delete list',
  removeTitle: (name: string) => `Delete ${name}?`,
  removeText: 'The list and the products saved in it are deleted. Products in your cart stay there.',
  removeConfirm: 'Delete',
  makeDefault: 'Make default',
  isDefault: 'Default list',
  products: (count: number) => (count === 1 ? '1 product' : `${count} products`),
  empty: 'No products in this list.',
  moveAll: 'Add all to cart',
  moveOne: (name: string) => `Add ${name} to cart`,
  moveOneShort: 'Add to cart',
  removeAfter: 'Remove products from this list once they are in the cart',
  removeItem: (name: string) => `Remove ${name} from the list`,
  removeItemShort: 'Remove',
  moved: (count: number) => `${count} product${count === 1 ? ' was' : 's were'} moved to your cart.`,
  added: (count: number) => `${count} product${count === 1 ? ' was' : 's were'} added to your cart and kept in this list.`,
  notMoved: (name: string, message: string) => `${name}: ${message}`,
  actionFailed: 'That did not work. Nothing was changed; try again.',
  removed: (name: string) => `${name} was removed from the list.`,
} as const;

// The chooser shown when a product is added and the buyer has several lists (PX-18-023).
export const wishlistChooserLabels = {
  title: (name: string) => `Add ${name} to a wishlist`,
  legend: 'Wishlist',
  add: 'Add to this list',
  cancel: 'Cancel',
} as const;

translatable({ listsLabels, wishlistChooserLabels });
