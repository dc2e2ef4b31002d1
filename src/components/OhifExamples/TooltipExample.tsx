import React from 'react';
import {Button, Icons, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger} from '@ohif/ui-next';

export default function TooltipExample() {
  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex gap-2">
        {[
          {label: 'Length', Icon: Icons.ToolLength},
          {label: 'Angle', Icon: Icons.ToolAngle},
          {label: 'Zoom', Icon: Icons.ToolZoom},
        ].map(({label, Icon}) => (
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
