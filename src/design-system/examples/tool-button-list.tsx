import React, {useState} from 'react';
import {
  ToolButton,
  ToolButtonList,
  ToolButtonListDefault,
  ToolButtonListDivider,
  ToolButtonListDropDown,
  ToolButtonListItem,
  TooltipProvider,
} from '@ohif/ui-next';

const MEASUREMENT_TOOLS = [
  {id: 'Length', icon: 'tool-length', label: 'Length'},
  {id: 'Bidirectional', icon: 'tool-bidirectional', label: 'Bidirectional'},
  {id: 'Rectangle', icon: 'tool-rectangle', label: 'Rectangle ROI'},
  {id: 'Circle', icon: 'tool-circle', label: 'Circle ROI'},
];

export function Preview({values}: {values: Record<string, string>}) {
  const [chosen, setChosen] = useState('Length');
  const primary = MEASUREMENT_TOOLS.find((tool) => tool.id === chosen)!;
  const active = values.state === 'active';
  return (
    <TooltipProvider delayDuration={100}>
      <div className="bg-muted inline-flex rounded p-1">
        <ToolButtonList>
          <ToolButtonListDefault>
            <ToolButton {...primary} isActive={active} />
          </ToolButtonListDefault>
          <ToolButtonListDivider className={active ? 'opacity-0' : 'opacity-100'} />
          <ToolButtonListDropDown>
            {MEASUREMENT_TOOLS.map((tool) => (
              <ToolButtonListItem
                key={tool.id}
                icon={tool.icon}
                disabled={values.state === 'item-disabled' && tool.id === 'Circle'}
                disabledText="Not for this modality"
                onSelect={() => setChosen(tool.id)}
              >
                <span className="pl-1">{tool.label}</span>
              </ToolButtonListItem>
            ))}
          </ToolButtonListDropDown>
        </ToolButtonList>
      </div>
    </TooltipProvider>
  );
}

export function Usage() {
  return (
    <ToolButtonList>
      <ToolButtonListDefault>
        <ToolButton id="Length" icon="tool-length" label="Length" />
      </ToolButtonListDefault>
      <ToolButtonListDivider />
      <ToolButtonListDropDown>
        <ToolButtonListItem icon="tool-length" onSelect={() => console.log('Length')}>
          Length
        </ToolButtonListItem>
        <ToolButtonListItem icon="tool-bidirectional" onSelect={() => console.log('Bidirectional')}>
          Bidirectional
        </ToolButtonListItem>
      </ToolButtonListDropDown>
    </ToolButtonList>
  );
}

/** The measurement tools' split button: the last chosen tool stays in front. */
export function MeasurementTools() {
  const [current, setCurrent] = useState('Length');
  const [active, setActive] = useState(true);
  const primary = MEASUREMENT_TOOLS.find((tool) => tool.id === current)!;
  return (
    <TooltipProvider delayDuration={200}>
      <div className="space-y-2">
        <div className="bg-muted inline-flex rounded p-1">
          <ToolButtonList>
            <ToolButtonListDefault>
              <ToolButton {...primary} isActive={active} onInteraction={() => setActive(true)} />
            </ToolButtonListDefault>
            <ToolButtonListDivider className={active ? 'opacity-0' : 'opacity-100'} />
            <ToolButtonListDropDown>
              {MEASUREMENT_TOOLS.map((tool) => (
                <ToolButtonListItem
                  key={tool.id}
                  icon={tool.icon}
                  onSelect={() => (setCurrent(tool.id), setActive(true))}
                >
                  <span className="pl-1">{tool.label}</span>
                </ToolButtonListItem>
              ))}
            </ToolButtonListDropDown>
          </ToolButtonList>
        </div>
        <p className="text-muted-foreground text-sm">Active tool: {active ? primary.label : 'none'}</p>
      </div>
    </TooltipProvider>
  );
}

/** A group whose front button is disabled, with the reason as the group's tooltip. */
export function DisabledGroup() {
  return (
    <TooltipProvider delayDuration={200}>
      <div className="bg-muted inline-flex rounded p-1">
        <ToolButtonList>
          <ToolButtonListDefault disabled disabledText="Load a segmentation first" tooltip="Segmentation tools">
            <ToolButton id="Brush" icon="icon-tool-brush" label="Brush" disabled />
          </ToolButtonListDefault>
          <ToolButtonListDivider />
          <ToolButtonListDropDown>
            <ToolButtonListItem icon="icon-tool-eraser" disabled disabledText="Load a segmentation first">
              <span className="pl-1">Eraser</span>
            </ToolButtonListItem>
          </ToolButtonListDropDown>
        </ToolButtonList>
      </div>
    </TooltipProvider>
  );
}
