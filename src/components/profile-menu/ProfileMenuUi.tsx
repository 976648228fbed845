// The profile menu as it looks (SH §2 "Profile menu"): the guest login link, or the signed-in
// trigger and its dropdown. Renders props only; ProfileMenu binds the store and the machine.
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { PROFILE_MENU_MAX_HEIGHT, PROFILE_MENU_OFFSET_PX } from '../../../machines/constants/navigation.ts';
import type { ProfileMenuItem } from '../../../machines/navigation/profile-items.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { CompanyIcon, ExternalIcon, UserIcon } from '../widgets/icons.tsx';
import { LoginLink } from './LoginLink.tsx';
import { textAlignment, type ProfileMenuSettings } from './settings.ts';
import '../widgets/widgets.css';
import './profile-menu.css';

export interface ProfileMenuUiProps {
  settings: ProfileMenuSettings;
  loginHref: string;
  signedIn: boolean;
  firstName?: string;
  companyName?: string;
  items: readonly ProfileMenuItem[];
  /** SH-2-074: only a menu with configured items opens. */
  hasMenu: boolean;
  open: boolean;
  /** The item that has focus while open. */
  focusIndex: number | null;
  triggerRef?: Ref<HTMLButtonElement>;
  onToggle(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onItemClick(index: number, event: MouseEvent<HTMLAnchorElement>): void;
  onFocusOut(): void;
  /** PX-16-006: a number shown on an item (by item id), with the words a screen reader adds to it. */
  counts?: Readonly<Record<string, { value: string; spoken: string }>>;
}

export function ProfileMenuUi(props: ProfileMenuUiProps) {
  const { settings, signedIn } = props;
  if (!signedIn) return <LoginLink settings={settings} href={props.loginHref} />;
  return <SignedInMenu {...props} />;
}

function SignedInMenu({
  settings,
  firstName,
  companyName,
  items,
  hasMenu,
  open,
  focusIndex,
  triggerRef,
  onToggle,
  onKeyDown,
  onItemClick,
  onFocusOut,
  counts,
}: ProfileMenuUiProps) {
  const menuId = useId();
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const name = settings.showNameInTrigger && firstName ? firstName : undefined;
  const company = settings.includeCompanyName && companyName ? companyName : undefined;
  const Icon = settings.iconStyle === 'company' ? CompanyIcon : UserIcon;

  useEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) onFocusOut();
  };

  const identity = (
    <>
      <span className="krm-profile__icon">
        <Icon />
      </span>
      {name || company ? (
        <span className="krm-profile__names" style={{ textAlign: textAlignment(settings.textAlignment) }}>
          {name ? <span className="krm-profile__name">{name}</span> : null}
          {company ? <span className="krm-profile__company">{company}</span> : null}
        </span>
      ) : null}
    </>
  );

  if (!hasMenu) {
    return (
      <div className="krm-profile">
        <span className="krm-profile__identity">
          <span className="krm-visually-hidden">{widgetLabels.profileMenu.menu}: </span>
          {identity}
        </span>
      </div>
    );
  }

  return (
    <div className="krm-profile" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className="krm-profile__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onToggle}
      >
        <span className="krm-visually-hidden">{widgetLabels.profileMenu.trigger}</span>
        {identity}
      </button>
      {open ? (
        <ul
          id={menuId}
          className="krm-profile__menu"
          role="menu"
          aria-label={widgetLabels.profileMenu.menu}
          style={{ top: PROFILE_MENU_OFFSET_PX, maxHeight: PROFILE_MENU_MAX_HEIGHT }}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none" className={item.kind === 'logout' ? 'krm-profile__logout' : undefined}>
              <a
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                target={item.kind === 'external' ? item.target : undefined}
                rel={item.rel ?? undefined}
                data-kind={item.kind}
                className="krm-profile__item"
                onClick={(event) => onItemClick(index, event)}
              >
                {item.label}
                {counts?.[item.id] ? (
                  <>
                    <span className="krm-profile__count" aria-hidden="true" data-testid={`profile-count-${item.id}`}>
                      {counts[item.id]!.value}
                    </span>
                    <span className="krm-visually-hidden">{` (${counts[item.id]!.spoken})`}</span>
                  </>
                ) : null}
                {item.kind === 'external' && item.target === '_blank' ? (
                  <>
                    <span className="krm-profile__external">
                      <ExternalIcon />
                    </span>
                    <span className="krm-visually-hidden"> {widgetLabels.profileMenu.opensInNewTab}</span>
                  </>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
