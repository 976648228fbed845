// The navigation menu as it looks (SH §2 "Navigation menu"): item links, the drill-down level, the
// desktop bar and the mobile panel. Renders props only; the containers bind the machines.
import { useId, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { APP_LAUNCHER_ITEM_TYPE, LIST_Z_INDEX, MOBILE_Z_INDEX } from '../../../machines/constants/navigation.ts';
import type { NavAlignment, NavItem } from '../../../machines/navigation/nav-items.ts';
import type { SlideDirection } from '../../../machines/navigation/drill-down.machine.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../widgets/icons.tsx';
import { destinationOf } from './navigate.ts';
import '../widgets/widgets.css';
import './navigation.css';
import { localMessage } from '../../i18n/translate.ts';

const labels = widgetLabels.navigation;

type ItemClick = (event: MouseEvent<HTMLElement>) => void;

/** Let the browser open modified clicks (new tab, new window) of real links itself. */
export const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

interface ItemLinkProps {
  item: Pick<NavItem, 'label' | 'type' | 'href' | 'pageReference' | 'target' | 'ariaLabel'>;
  basePath: string;
  className: string;
  label?: string;
  linkRef?: Ref<HTMLAnchorElement & HTMLButtonElement>;
  onClick: ItemClick;
}

/** A leaf: a router link, an external link opening a new window, or (with no address) a plain button. */
function ItemLink({ item, basePath, className, label = item.label, linkRef, onClick }: ItemLinkProps) {
  const destination = destinationOf(item, basePath);
  if (destination.kind === 'internal') {
    return (
      <Link ref={linkRef} className={className} to={destination.path} aria-label={item.ariaLabel && localMessage(item.ariaLabel)} onClick={onClick}>
        {label}
      </Link>
    );
  }
  if (destination.kind === 'external') {
    return (
      <a
        ref={linkRef}
        className={className}
        href={destination.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={item.ariaLabel ? localMessage(item.ariaLabel) : `${label} ${widgetLabels.profileMenu.opensInNewTab}`}
        onClick={onClick}
      >
        {label}
      </a>
    );
  }
  return (
    <button
      ref={linkRef}
      type="button"
      className={className}
      aria-haspopup={item.type === APP_LAUNCHER_ITEM_TYPE ? 'dialog' : undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

export interface DrillDownUiProps {
  /** Changes with every level, so the entering level animates. */
  levelKey: string;
  title: string | null;
  showBack: boolean;
  showBackLabel: boolean;
  /** The title of the level Back returns to. */
  previousTitle: string;
  items: readonly NavItem[];
  slide: SlideDirection | null;
  /** The 'All {category}' link of this level, when it has one. */
  allLink: { item: NavItem; label: string } | null;
  basePath: string;
  /** The accessible name of the first level's list. */
  rootLabel: string;
  backRef: Ref<HTMLButtonElement>;
  itemRef(index: number): Ref<HTMLAnchorElement & HTMLButtonElement>;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onBack(): void;
  onOpen(index: number): void;
  onChoose(index: number, event: MouseEvent<HTMLElement>): void;
  onChooseAll(event: MouseEvent<HTMLElement>): void;
}

export function DrillDownUi(props: DrillDownUiProps) {
  const titleId = useId();
  const { title, items, slide, allLink, basePath } = props;
  const slideClass = slide === 'right-to-left' ? ' krm-drill__level--rtl' : slide === 'left-to-right' ? ' krm-drill__level--ltr' : '';
  return (
    <div className="krm-drill" onKeyDown={props.onKeyDown}>
      <div key={props.levelKey} className={`krm-drill__level${slideClass}`} data-slide={slide ?? undefined}>
        {props.showBack ? (
          <button
            ref={props.backRef}
            type="button"
            className="krm-drill__back"
            aria-label={`${labels.back} ${labels.backTo(props.previousTitle)}`}
            onClick={props.onBack}
          >
            <ChevronLeftIcon />
            <span className={props.showBackLabel ? undefined : 'krm-visually-hidden'}>{labels.back}</span>
          </button>
        ) : null}
        {title ? (
          <p className="krm-drill__title" id={titleId}>
            {title}
          </p>
        ) : null}
        <ul className="krm-drill__list" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : props.rootLabel}>
          {allLink ? (
            <li className="krm-drill__all">
              <ItemLink item={allLink.item} label={allLink.label} basePath={basePath} className="krm-drill__link" onClick={props.onChooseAll} />
            </li>
          ) : null}
          {items.map((item, index) => (
            <li key={item.id}>
              {item.subMenu.length > 0 ? (
                <button ref={props.itemRef(index)} type="button" className="krm-drill__parent" onClick={() => props.onOpen(index)}>
                  <span>{item.label}</span>
                  <span className="krm-visually-hidden">, {labels.opensSubmenu}</span>
                  <ChevronRightIcon />
                </button>
              ) : (
                <ItemLink
                  item={item}
                  basePath={basePath}
                  className="krm-drill__link"
                  linkRef={props.itemRef(index)}
                  onClick={(event) => props.onChoose(index, event)}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export interface NavBarUiProps {
  /** What the bar shows: the items that fit, then 'More'. */
  items: readonly NavItem[];
  alignment: NavAlignment;
  openIndex: number | null;
  basePath: string;
  parentRef(index: number): Ref<HTMLButtonElement>;
  dropdownRef: Ref<HTMLDivElement>;
  /** The open parent's drill-down list. */
  dropdown: ReactNode;
  onSelect(index: number, event: MouseEvent<HTMLElement>): void;
  onBarClick(event: MouseEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onDropdownBlur(event: FocusEvent<HTMLDivElement>): void;
}

const JUSTIFY: Record<NavAlignment, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

export function NavBarUi(props: NavBarUiProps) {
  const dropdownId = useId();
  const { items, openIndex, basePath } = props;
  return (
    <div className="krm-navbar__bar" onKeyDown={props.onKeyDown} onClick={props.onBarClick} data-alignment={props.alignment}>
      <ul className="krm-navbar__list" style={{ justifyContent: JUSTIFY[props.alignment] }} onClick={props.onBarClick}>
        {items.map((item, index) => {
          const open = openIndex === index;
          const last = index === items.length - 1 && items.length > 1;
          return (
            <li key={item.id} className={`krm-navbar__item${last ? ' krm-navbar__item--end' : ''}`}>
              {item.subMenu.length > 0 ? (
                <>
                  <button
                    ref={props.parentRef(index)}
                    type="button"
                    className="krm-navbar__parent"
                    aria-expanded={open}
                    aria-controls={open ? dropdownId : undefined}
                    data-more={item.type === 'MoreMenu' || undefined}
                    onClick={(event) => props.onSelect(index, event)}
                  >
                    {/* The More item's label is the specification's; the others are the store's content. */}
                    {item.type === 'MoreMenu' ? localMessage(item.label) : item.label}
                    <ChevronDownIcon />
                  </button>
                  {open ? (
                    <div
                      id={dropdownId}
                      ref={props.dropdownRef}
                      className="krm-navbar__dropdown"
                      style={{ zIndex: LIST_Z_INDEX }}
                      onBlur={props.onDropdownBlur}
                    >
                      {props.dropdown}
                    </div>
                  ) : null}
                </>
              ) : (
                <ItemLink item={item} basePath={basePath} className="krm-navbar__link" onClick={(event) => props.onSelect(index, event)} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface NavBarMeasureUiProps {
  /** Every item, laid out off-screen to measure the widths the overflow works from. */
  items: readonly NavItem[];
  moreLabel: string;
  measureRef: Ref<HTMLUListElement>;
  moreMeasureRef: Ref<HTMLSpanElement>;
}

export function NavBarMeasureUi({ items, moreLabel, measureRef, moreMeasureRef }: NavBarMeasureUiProps) {
  return (
    <ul className="krm-navbar__measure" ref={measureRef} aria-hidden="true">
      {items.map((item) => (
        <li key={item.id} className="krm-navbar__item">
          <span className={item.subMenu.length > 0 ? 'krm-navbar__parent' : 'krm-navbar__link'}>
            {item.label}
            {item.subMenu.length > 0 ? <ChevronDownIcon /> : null}
          </span>
        </li>
      ))}
      <li className="krm-navbar__item">
        <span className="krm-navbar__parent" ref={moreMeasureRef}>
          {localMessage(moreLabel)}
          <ChevronDownIcon />
        </span>
      </li>
    </ul>
  );
}

export type MobileVariant = 'side' | 'full';

export interface MobileNavPanelUiProps {
  /** The panel's id, which the hamburger controls. */
  panelId: string;
  variant: MobileVariant;
  panelRef: Ref<HTMLDivElement>;
  closeRef: Ref<HTMLButtonElement>;
  children: ReactNode;
  onClose(): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

/** The open panel over its overlay, in the page's body; the hamburger lives in the header (MobileNavTrigger). */
export function MobileNavPanelUi({ panelId, variant, panelRef, closeRef, children, onClose, onKeyDown }: MobileNavPanelUiProps) {
  const panel = (
    <>
      <div className="krm-mobilenav__overlay" style={{ zIndex: MOBILE_Z_INDEX }} aria-hidden="true" onClick={onClose} />
      <div
        id={panelId}
        ref={panelRef}
        className={`krm-mobilenav__panel krm-mobilenav__panel--${variant}`}
        style={{ zIndex: MOBILE_Z_INDEX }}
        role="dialog"
        aria-modal="true"
        aria-label={labels.panel}
        onKeyDown={onKeyDown}
      >
        <div className="krm-mobilenav__head">
          <button ref={closeRef} type="button" className="krm-mobilenav__close" aria-label={labels.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="krm-mobilenav__body">{children}</div>
      </div>
    </>
  );
  return typeof document !== 'undefined' ? createPortal(panel, document.body) : panel;
}
