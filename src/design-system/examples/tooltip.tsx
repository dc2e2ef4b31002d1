import React from 'react';
import {Button, Icons, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger} from '@ohif/ui-next';

type Side = 'top' | 'right' | 'bottom' | 'left';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <TooltipProvider delayDuration={100}>
      <div className="flex h-24 items-center justify-center">
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Length"
              disabled={values.content === 'disabled-reason'}
              className="disabled:pointer-events-auto"
            >
              <Icons.ToolLength />
            </Button>
          </TooltipTrigger>
          <TooltipContent side={values.side as Side}>
            {values.content === 'label' && 'Length'}
            {values.content === 'label-and-hint' && (
              <div className="space-y-1">
                <div className="text-sm">Length</div>
                <div className="text-muted-foreground text-xs">Measure the distance between two points</div>
              </div>
            )}
            {values.content === 'disabled-reason' && (
              <div className="space-y-1">
                <div className="text-sm">Length</div>
                <div className="text-muted-foreground text-xs">Not available in this viewport</div>
              </div>
            )}
          </TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  );
}

export function Usage() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Zoom">
            <Icons.ToolZoom />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">Zoom</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

const TOOLS = [
  {label: 'Length', Icon: Icons.ToolLength},
  {label: 'Angle', Icon: Icons.ToolAngle},
  {label: 'Zoom', Icon: Icons.ToolZoom},
];

/** Names of icon-only tool buttons, shown below them as in the toolbar. */
export function ToolNames() {
  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex gap-2">
        {TOOLS.map(({label, Icon}) => (
          <Tooltip key={label}>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={label}>
                <Icon />
              </Button>
            </TooltipTrigger>
            <TooltipContent side="bottom">{label}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  );
}

/** A status icon of a data row that explains itself on hover or focus. */
export function StatusExplained() {
  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex items-center gap-2">
        <span>Lesion A</span>
        <Tooltip>
          <TooltipTrigger asChild>
            <button type="button" aria-label="Warning: not in the current series" className="text-muted-foreground">
              <Icons.StatusWarning />
            </button>
          </TooltipTrigger>
          <TooltipContent side="right" className="max-w-xs">
            This measurement was drawn on another series and will not be exported with this one.
          </TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  );
}
