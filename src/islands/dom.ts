// Small helpers the islands share for the document's parts (src/islands/contract.ts names them).

import { ACTION_ATTRIBUTE } from './contract';

/** The document's element `id`, if this page has it. */
export function part<T extends HTMLElement = HTMLElement>(id: string): T | null {
  return document.getElementById(id) as T | null;
}

/** The button of `container` that does `name` (`data-action="name"`). */
export function actionButton(container: ParentNode, name: string): HTMLButtonElement | null {
  return container.querySelector<HTMLButtonElement>(`button[${ACTION_ATTRIBUTE}="${name}"]`);
}

/** Runs `handler` when a button doing `name` inside `container` is pressed. */
export function onAction(container: ParentNode, name: string, handler: (button: HTMLButtonElement) => void): void {
  const button = actionButton(container, name);
  button?.addEventListener('click', () => handler(button));
}
