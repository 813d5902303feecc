import type { RichInline, RichText as RichTextValue } from '../machines/shared/rich-text.ts';

function Inline({ inline }: { inline: RichInline }) {
  if (inline.type === 'text') return <>{inline.text}</>;
  const children = inline.children.map((child, index) => <Inline key={index} inline={child} />);
  if (inline.type === 'link') return <a href={inline.href}>{children}</a>;
  return inline.strong ? <strong>{children}</strong> : <em>{children}</em>;
}

/** Renders safe rich text (paragraphs, links, emphasis) with React's own elements: never markup. */
export function RichText({ text }: { text: RichTextValue }) {
  return (
    <>
      {text.map((paragraph, index) => (
        <p key={index}>
          {paragraph.children.map((inline, at) => (
            <Inline key={at} inline={inline} />
          ))}
        </p>
      ))}
    </>
  );
}
