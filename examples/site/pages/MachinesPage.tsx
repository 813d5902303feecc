import type { MachineManifest, MachinePicture } from '../../../scripts/diagrams/manifest.ts';

export interface MachinesPageProps {
  /** `examples/public/machines/manifest.json`, as `npm run diagrams` writes it. */
  manifest: MachineManifest;
}

/** Charts keep their own size, so their text stays readable: wide ones scroll sideways. */
const scrollerStyle = { overflowX: 'auto', maxWidth: '100%' } as const;
/** Short codes (events, requirement IDs) flow as a wrapped row rather than a tall column. */
const codeListStyle = { display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', listStyle: 'none', padding: 0 } as const;

function Codes({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <p>None.</p>;
  return (
    <ul aria-label={label} style={codeListStyle}>
      {items.map((item) => (
        <li key={item}>
          <code>{item}</code>
        </li>
      ))}
    </ul>
  );
}

function MachineSection({ machine }: { machine: MachinePicture }) {
  const titleId = `machine-${machine.name}`;
  return (
    <section aria-labelledby={titleId} id={machine.name}>
      <h2 id={titleId}>{machine.name}</h2>
      <p>
        Machine id <code>{machine.id}</code>
        {machine.folder ? (
          <>
            , in <code>machines/{machine.folder}/</code>
          </>
        ) : null}
        ; {machine.states.length} states.
      </p>
      {/* A scrolling region is focusable, so a keyboard can scroll it too. */}
      <div role="region" aria-label={`Statechart of ${machine.name}`} tabIndex={0} style={scrollerStyle}>
        <a href={machine.picture}>
          <img src={machine.picture} alt={`Statechart of ${machine.name}`} width={machine.width} height={machine.height} loading="lazy" />
        </a>
      </div>
      <h3>Events it accepts</h3>
      <Codes items={machine.events} label={`Events of ${machine.name}`} />
      <h3>Requirements it covers</h3>
      <Codes items={machine.requirements} label={`Requirements of ${machine.name}`} />
    </section>
  );
}

/** `/machines`: the statechart of every machine, drawn from the machine by `npm run diagrams`. */
export function MachinesPage({ manifest }: MachinesPageProps) {
  return (
    <>
      <h1>Machines</h1>
      <p>
        Every state machine of the runtime, drawn from its own definition: states, nested and parallel regions, and each
        transition with its event, guard or delay.
      </p>
      <nav aria-label="Machines">
        <ul>
          {manifest.machines.map((machine) => (
            <li key={machine.name}>
              <a href={`#${machine.name}`}>{machine.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {manifest.machines.map((machine) => (
        <MachineSection key={machine.name} machine={machine} />
      ))}
    </>
  );
}
