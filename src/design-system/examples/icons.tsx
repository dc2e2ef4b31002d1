import React, {useState} from 'react';
import {Button, Icons, Input, type IconName} from '@ohif/ui-next';

// PascalCase keys are the icon components; kebab-case keys are aliases used by name, and ByName
// is a helper. The volume-rendering presets (CT-Bone…, VolumeRendering) are <img> thumbnails the
// viewer app serves, so they are left out.
const ICON_NAMES = Object.keys(Icons).filter(
  (name): name is IconName =>
    /^[A-Z]/.test(name) && !name.includes('-') && name !== 'ByName' && name !== 'VolumeRendering',
);

export function Preview({values}: {values: Record<string, string>}) {
  const [filter, setFilter] = useState('');
  const shown = ICON_NAMES.filter((name) => name.toLowerCase().includes(filter.toLowerCase()));
  return (
    <div className="space-y-3">
      <Input
        className="w-64"
        aria-label="Filter icons by name"
        placeholder={`Filter ${ICON_NAMES.length} icons`}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {shown.length} icons
      </p>
      <ul
        className="grid max-h-96 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-3 md:grid-cols-4"
        tabIndex={0}
        aria-label="Icons"
      >
        {shown.map((name) => {
          const Icon = Icons[name];
          return (
            <li key={name} className="text-foreground flex items-center gap-2 rounded p-1">
              <Icon className={`${values.color} ${values.size} flex-none`} aria-hidden="true" />
              <code className="text-muted-foreground truncate text-xs">Icons.{name}</code>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function Usage() {
  return <Icons.Add className="text-primary h-6 w-6" aria-hidden="true" />;
}

/** Icons looked up by name, the way toolbar button definitions refer to them. */
export function ByName() {
  return (
    <div className="flex items-center gap-3">
      {['tool-length', 'tool-zoom', 'tool-window-level'].map((name) => (
        <span key={name} className="flex items-center gap-1">
          <Icons.ByName name={name} className="text-primary h-6 w-6" aria-hidden="true" />
          <code className="text-muted-foreground text-xs">{name}</code>
        </span>
      ))}
    </div>
  );
}

/** An icon inside a button takes the button's colour; the button carries the name. */
export function InButtons() {
  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="icon" aria-label="Delete measurement">
        <Icons.Delete />
      </Button>
      <Button variant="secondary">
        <Icons.Export /> <span className="pl-1">Export</span>
      </Button>
    </div>
  );
}
