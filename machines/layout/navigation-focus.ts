// Where focus goes when an in-app navigation's page is shown (PX-05-014, PX-05-024).

/** A control the buyer focused while the address already named a page that was not shown yet. */
export interface FocusWhileLoading {
  /** The address (path) the page was loading for when the buyer focused the control. */
  address: string;
  /** Whether that control still has focus now that a page is shown. */
  stillFocused: boolean;
}

/**
 * PX-05-014: after an in-app navigation, focus moves to the new page's content.
 * PX-05-024: except when, while that page was loading, the buyer put focus on a control that still
 * has it: they are typing there, and moving focus would drop their keystrokes.
 */
export function contentTakesFocus(shownAddress: string, focusWhileLoading: FocusWhileLoading | undefined): boolean {
  if (!focusWhileLoading) return true;
  return !(focusWhileLoading.stillFocused && focusWhileLoading.address === shownAddress);
}
