/** Reports an element's width in CSS pixels now and on every resize; returns the unsubscribe. */
export function observeWidth(element: Element, onWidth: (width: number) => void): () => void {
  onWidth(element.getBoundingClientRect().width);
  const observer = new ResizeObserver(([entry]) => {
    if (entry) onWidth(entry.contentRect.width);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
