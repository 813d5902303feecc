/** Moves keyboard focus to the element with that id, if the page has it. */
export function focusElementById(id: string, doc: Document = document): void {
  doc.getElementById(id)?.focus();
}
