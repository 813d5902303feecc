import { useEffect, useState } from 'react';
import { readCookies } from '../../adapters/browser/cookies.ts';
import { usePageEnvironment } from '../../adapters/react/environment.tsx';

/**
 * The named cookies as the browser has them, read twice a second: the demo's live view. It
 * starts from the cookies the server rendered with, so the first render matches the server's.
 */
export function CookieJar({ names, label }: { names: readonly string[]; label: string }) {
  const { cookies: rendered } = usePageEnvironment();
  const [cookies, setCookies] = useState<Readonly<Record<string, string>>>(rendered);
  useEffect(() => {
    setCookies(readCookies());
    const timer = setInterval(() => setCookies(readCookies()), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <table aria-label={label} className="cookie-jar">
      <thead>
        <tr>
          <th scope="col">Cookie</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name} data-cookie={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{cookies[name] === undefined ? <em>not set</em> : <code>{cookies[name]}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
