import {
  MENU_PUBLISH_STATUSES,
  MENU_PUBLISH_STATUS_DEFAULT,
  MENU_PUBLISH_STATUS_PREVIEW,
} from '../constants/search-toast.ts';

export type MenuPublishStatus = (typeof MENU_PUBLISH_STATUSES)[number];

export function isMenuPublishStatus(value: unknown): value is MenuPublishStatus {
  return (MENU_PUBLISH_STATUSES as readonly unknown[]).includes(value);
}

/** The publish status sent with menu calls: a valid configured status wins, else Draft in preview and Live otherwise. */
export function menuPublishStatus(options: { preview: boolean; status?: unknown }): MenuPublishStatus {
  if (isMenuPublishStatus(options.status)) return options.status;
  return options.preview ? MENU_PUBLISH_STATUS_PREVIEW : MENU_PUBLISH_STATUS_DEFAULT;
}
