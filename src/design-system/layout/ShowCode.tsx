import React, {useId, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';

type Props = {
  /** The example's source. */
  code: string;
  /** What the code is for, used in the button's accessible name. */
  subject: string;
};

/** A "Show code" button that reveals the example's source below it. */
export default function ShowCode({code, subject}: Props): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="margin-bottom--lg">
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${open ? 'Hide' : 'Show'} code of the ${subject} example`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide code' : 'Show code'}
      </button>
      <div id={id} hidden={!open} className="margin-top--sm">
        {open && <CodeBlock language="tsx">{code}</CodeBlock>}
      </div>
    </div>
  );
}
