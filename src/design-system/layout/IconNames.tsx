import React, {useState} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
// Read from the installed bundle at build time (plugins/ohif-ui/iconNames.js), so the list is in
// the page's HTML and follows the package; the bundle itself only runs in the browser.
import icons from '@generated/ohif-ui/icon-names.json';
import styles from './layout.module.css';

type Status = {kind: 'copied' | 'refused'; text: string} | null;

/** Copies a text; says what was copied, or that the browser refused and what to copy by hand. */
function useCopy(): [Status, (text: string) => void] {
  const [status, setStatus] = useState<Status>(null);
  const copy = (text: string) => {
    const refused = () =>
      setStatus({
        kind: 'refused',
        text: `The browser did not allow copying to the clipboard. Select the name and copy it by hand: ${text}`,
      });
    if (!navigator.clipboard?.writeText) return refused();
    navigator.clipboard.writeText(text).then(() => setStatus({kind: 'copied', text: `Copied ${text}`}), refused);
  };
  return [status, copy];
}

function NameList({
  names,
  codeOf,
  label,
  onCopy,
}: {
  names: string[];
  codeOf: (name: string) => string;
  label: string;
  onCopy: (text: string) => void;
}) {
  return (
    <ul className={styles.iconNames} aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <button
            type="button"
            className={clsx('button button--sm button--outline button--secondary', styles.iconName)}
            aria-label={`Copy ${codeOf(name)}`}
            onClick={() => onCopy(codeOf(name))}
          >
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Every icon of the package by name, each a button that copies its code. */
export default function IconNames({id}: {id: string}): React.JSX.Element {
  const [status, copy] = useCopy();
  return (
    <section>
      <Heading as="h2" id={id}>
        All icon names
      </Heading>
      <p>
        The {icons.components.length} icon components and the {icons.names.length} names that <code>Icons.ByName</code>{' '}
        and toolbar definitions use. Press one to copy it: a component as <code>{'<Icons.Add />'}</code>, a name as{' '}
        <code>{"'tool-length'"}</code>.
      </p>
      <Heading as="h3" id={`${id}-components`}>
        Components
      </Heading>
      <NameList names={icons.components} codeOf={(name) => `<Icons.${name} />`} label="Icon components" onCopy={copy} />
      <Heading as="h3" id={`${id}-by-name`}>
        Names for Icons.ByName
      </Heading>
      <NameList names={icons.names} codeOf={(name) => `'${name}'`} label="Icon names" onCopy={copy} />
      {/* Read out, and visible wherever in the lists the reader pressed: it sticks to the window's foot. */}
      <div role="status" className={styles.copyStatus}>
        {status && (
          <p className={clsx('alert', status.kind === 'refused' ? 'alert--warning' : 'alert--success')}>
            {status.text}
          </p>
        )}
      </div>
    </section>
  );
}
