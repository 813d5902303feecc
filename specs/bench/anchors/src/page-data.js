// The page's content, as a published page carries it: JSON in the HTML, read at run time, so
// neither side's bundle counts content (the runtime's bench pages read theirs the same way).
export function pageData(name) {
  return JSON.parse(document.getElementById(`block-${name}`)?.textContent ?? 'null');
}
