import { isMenuPublishStatus, menuPublishStatus } from '../../../machines/search/menu-publish-status.ts';
import { MENU_PUBLISH_STATUSES } from '../../../machines/constants/search-toast.ts';

describe('menu publish status', () => {
  it('[CC-4-019] the status is Draft or Live', () => {
    expect(MENU_PUBLISH_STATUSES).toEqual(['Draft', 'Live']);
    expect(isMenuPublishStatus('Draft')).toBe(true);
    expect(isMenuPublishStatus('Live')).toBe(true);
    expect(isMenuPublishStatus('live')).toBe(false);
    expect(isMenuPublishStatus('Published')).toBe(false);
    expect(isMenuPublishStatus(undefined)).toBe(false);
  });

  it('[CC-4-020] the default is Draft in preview mode', () => {
    expect(menuPublishStatus({ preview: true })).toBe('Draft');
    expect(menuPublishStatus({ preview: true, status: 'Published' })).toBe('Draft');
  });

  it('[CC-4-021] the default is Live outside preview mode', () => {
    expect(menuPublishStatus({ preview: false })).toBe('Live');
    expect(menuPublishStatus({ preview: false, status: 'draft' })).toBe('Live');
  });

  it('[CC-4-019] a valid explicit status wins over the default', () => {
    expect(menuPublishStatus({ preview: true, status: 'Live' })).toBe('Live');
    expect(menuPublishStatus({ preview: false, status: 'Draft' })).toBe('Draft');
  });
});
