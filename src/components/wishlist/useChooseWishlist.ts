// Which wishlist an added product goes to (PX-18-023), for the product page and the grid's heart:
// the buyer's lists are read; with several the chooser opens, the default list (PX-18-021, the one
// the server marks for this buyer and account, PX-24-001) preselected.
import { useCallback, useRef } from 'react';
import { readWishlistChoice } from '../../api/adapters/wishlist-add.ts';
import { useApi } from '../../app/store/parts.tsx';
import { useModal } from '../modal/ModalProvider.tsx';
import { chooseListDialog } from './chooseListDialog.tsx';

/** `listId` undefined: the add rule decides (a new list, or the one list); null: the buyer cancelled. */
export type WishlistChoice = { listId?: string } | null;

export function useChooseWishlist(): (productName: string) => Promise<WishlistChoice> {
  const api = useApi();
  const modal = useModal();
  const choosing = useRef(false);

  return useCallback(
    async (productName: string) => {
      // A second click while the lists are read or the chooser is open does nothing.
      if (choosing.current) return null;
      choosing.current = true;
      try {
        const step = await readWishlistChoice(api);
        if (step.kind === 'decided') return step.listId === undefined ? {} : { listId: step.listId };
        return await new Promise<WishlistChoice>((resolve) => {
          let chosen: string | undefined;
          modal.open({
            ...chooseListDialog({
              productName,
              lists: step.lists,
              preselected: step.preselected,
              onChoose: (listId) => {
                chosen = listId;
              },
            }),
            onClose: () => resolve(chosen === undefined ? null : { listId: chosen }),
          });
        });
      } finally {
        choosing.current = false;
      }
    },
    [api, modal],
  );
}
