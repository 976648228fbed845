// The wishlist chooser (PX-18-023): with several lists, the buyer picks the one a product goes to,
// the default list preselected. A dialog of radio buttons (keyboard: arrows, Enter; focus returns to
// the button that opened it, through the modal host).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { wishlistChooserLabels as labels } from '../../labels/lists.ts';
import type { ModalControls, ModalOptions } from '../modal/ModalProvider.tsx';
import './chooser.css';

export interface ChooseListOptions {
  productName: string;
  lists: readonly { id: string; name: string }[];
  preselected: string;
  onChoose(listId: string): void;
}

function ChooseListForm({ lists, preselected, onChoose, controls }: Omit<ChooseListOptions, 'productName'> & { controls: ModalControls }) {
  const [chosen, setChosen] = useState(preselected);
  const preselectedRef = useRef<HTMLInputElement>(null);
  // After the modal host's first focus (a layout effect): focus starts on the preselected list, not the first.
  useEffect(() => preselectedRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Chosen before closing: the close handler tells a cancel from a choice.
    onChoose(chosen);
    controls.close();
  };
  return (
    <form onSubmit={submit}>
      <fieldset className="wishlist-chooser">
        <legend>{labels.legend}</legend>
        {lists.map((list) => (
          <label key={list.id} className="wishlist-chooser__option">
            <input
              ref={list.id === preselected ? preselectedRef : undefined}
              type="radio"
              name="wishlist-choice"
              value={list.id}
              checked={chosen === list.id}
              onChange={() => setChosen(list.id)}
            />
            {list.name}
          </label>
        ))}
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button">
          {labels.add}
        </button>
        <button type="button" className="button button--secondary" onClick={() => controls.close()}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}

export function chooseListDialog({ productName, lists, preselected, onChoose }: ChooseListOptions): ModalOptions {
  return {
    label: labels.title(productName),
    size: 'small',
    content: (controls) => <ChooseListForm lists={lists} preselected={preselected} onChoose={onChoose} controls={controls} />,
  };
}
