import { demoPages } from '../demos.ts';

export function Home() {
  return (
    <>
      <h1>site-machines example site</h1>
      <p>Every behaviour of the runtime, on a page of its own.</p>
      <ul className="demo-list">
        {demoPages.map((demo) => (
          <li key={demo.path}>
            <a href={demo.path}>{demo.title}</a>
            <br />
            {demo.description}
          </li>
        ))}
      </ul>
    </>
  );
}
