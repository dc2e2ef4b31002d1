import React, {useState} from 'react';
import {ToolButton, TooltipProvider} from '@ohif/ui-next';

type Size = 'default' | 'small' | 'tiny';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <TooltipProvider delayDuration={100}>
      <div className="bg-muted inline-flex items-center rounded p-1">
        <ToolButton
          id="Length"
          icon="tool-length"
          label="Length"
          tooltip="Measure the distance between two points"
          size={values.size as Size}
          isActive={values.state === 'active'}
          isToggled={values.state === 'toggled'}
          disabled={values.state === 'disabled'}
          disabledText="Not available in this viewport"
        />
      </div>
    </TooltipProvider>
  );
}

export function Usage() {
  return (
    <ToolButton
      id="Zoom"
      icon="tool-zoom"
      label="Zoom"
      commands={[{commandName: 'setToolActive', commandOptions: {toolName: 'Zoom'}}]}
      onInteraction={({itemId, commands}) => console.log(itemId, commands)}
    />
  );
}

const TOOLS = [
  {id: 'WindowLevel', icon: 'tool-window-level', label: 'Window level'},
  {id: 'Pan', icon: 'tool-move', label: 'Pan'},
  {id: 'Zoom', icon: 'tool-zoom', label: 'Zoom'},
  {id: 'Length', icon: 'tool-length', label: 'Length'},
];

/** The primary tools of the toolbar: one active at a time. */
export function PrimaryTools() {
  const [active, setActive] = useState('WindowLevel');
  return (
    <TooltipProvider delayDuration={200}>
      <div className="space-y-2">
        <div className="bg-muted inline-flex items-center gap-1 rounded p-1">
          {TOOLS.map((tool) => (
            <ToolButton
              key={tool.id}
              {...tool}
              isActive={active === tool.id}
              onInteraction={({itemId}) => setActive(itemId)}
            />
          ))}
        </div>
        <p className="text-muted-foreground text-sm">Active tool: {active}</p>
      </div>
    </TooltipProvider>
  );
}

/** A toggle tool (crosshairs) next to one that is disabled for this viewport, with its reason. */
export function ToggleAndDisabled() {
  const [crosshairs, setCrosshairs] = useState(false);
  return (
    <TooltipProvider delayDuration={200}>
      <div className="bg-muted inline-flex items-center gap-1 rounded p-1">
        <ToolButton
          id="Crosshairs"
          icon="tool-crosshair"
          label="Crosshairs"
          isToggled={crosshairs}
          onInteraction={() => setCrosshairs(!crosshairs)}
        />
        <ToolButton
          id="ReferenceLines"
          icon="tool-referenceLines"
          label="Reference lines"
          disabled
          disabledText="Needs two or more viewports"
        />
      </div>
    </TooltipProvider>
  );
}
