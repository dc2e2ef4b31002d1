import React from 'react';
import type {PropDoc} from '@site/src/design-system/types/docs';

type Props = {
  props: PropDoc[];
  /** id of the heading that names the table. */
  labelledBy: string;
};

/** Name, type, default and meaning of each prop of a component. */
export default function PropsTable({props, labelledBy}: Props): React.JSX.Element {
  return (
    <table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Prop</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {props.map((prop) => (
          <tr key={`${prop.name}-${prop.description}`}>
            <th scope="row">
              <code>{prop.name}</code>
            </th>
            <td>
              <code>{prop.type}</code>
            </td>
            <td>{prop.default ? <code>{prop.default}</code> : '—'}</td>
            <td>
              {prop.description}
              {prop.passthrough && <> Passed on to {prop.passthrough}.</>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
