// The wishlist shortcut (CC-2-003, CC-2-004, CC-2-014..CC-2-016): an icon linking to the named
// page Wishlist, with a label as its assistive text.
import { Link } from 'react-router';
import './WishlistShortcut.css';

type WishlistIcon = 'heart' | 'plus' | 'save';

export interface WishlistShortcutProps {
  to: string;
  assistiveText: string;
  icon?: WishlistIcon;
  filled?: boolean;
}

const PATHS: Record<WishlistIcon, string> = {
  heart: 'M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.6 3.3 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z',
  plus: 'M12 4.5v15M4.5 12h15',
  save: 'M6 3.5h12v17l-6-4.5-6 4.5z',
};

export function WishlistShortcut({ to, assistiveText, icon = 'heart', filled = false }: WishlistShortcutProps) {
  return (
    <Link to={to} className="header-icon-link wishlist-shortcut">
      <svg className="header-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d={PATHS[icon]}
          fill={filled && icon !== 'plus' ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{assistiveText}</span>
    </Link>
  );
}
