import React, {useState} from 'react';
import {Icons, Input, type IconName} from '@ohif/ui-next';

// PascalCase keys are the icon components; kebab-case keys are the same icons registered under
// the names toolbar definitions use, and ByName/addIcon are helpers. The volume-rendering presets
// (CT-Bone, MR-MIP…, VolumeRendering) are left out: they are <img> thumbnails that the viewer
// app serves, not part of the package.
const ICON_NAMES = Object.keys(Icons).filter(
  (name): name is IconName => /^[A-Z]/.test(name) && !name.includes('-') && name !== 'ByName' && name !== 'VolumeRendering',
);

export default function IconsExample() {
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
      {/* Focusable so keyboard users can scroll the list. */}
      <ul className="grid max-h-96 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-3 md:grid-cols-4" tabIndex={0} aria-label="Icons">
        {shown.map((name) => {
          const Icon = Icons[name];
          return (
            <li key={name} className="text-foreground flex items-center gap-2 rounded p-1">
              <Icon className="text-primary h-6 w-6 flex-none" aria-hidden="true" />
              <code className="text-muted-foreground truncate text-xs">Icons.{name}</code>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
