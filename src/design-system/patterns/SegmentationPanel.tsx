import React, {useState} from 'react';
import {
  Button,
  DataRow,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Icons,
  Label,
  PanelSection,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Slider,
  Switch,
  ToggleGroup,
  ToggleGroupItem,
  TooltipProvider,
} from '@ohif/ui-next';

type Segment = {id: number; label: string; color: string; visible: boolean; locked: boolean};

const SEGMENTATIONS: Record<string, Segment[]> = {
  abdomen: [
    {id: 1, label: 'Liver', color: '#dd6e4a', visible: true, locked: false},
    {id: 2, label: 'Spleen', color: '#5dc180', visible: true, locked: false},
    {id: 3, label: 'Right kidney', color: '#e0c45c', visible: true, locked: false},
  ],
  chest: [
    {id: 1, label: 'Left lung', color: '#4aa3df', visible: true, locked: false},
    {id: 2, label: 'Right lung', color: '#b57edc', visible: true, locked: false},
  ],
};

const DISPLAY_MODES = [
  {value: 'fill-outline', label: 'Fill and outline', Icon: Icons.DisplayFillAndOutline},
  {value: 'outline', label: 'Outline only', Icon: Icons.DisplayOutlineOnly},
  {value: 'fill', label: 'Fill only', Icon: Icons.DisplayFillOnly},
];

/** The segmentation side panel: pick a segmentation, set how it is drawn, manage its segments. */
export default function SegmentationPanel() {
  const [active, setActive] = useState('abdomen');
  const [segments, setSegments] = useState(SEGMENTATIONS);
  const [selectedId, setSelectedId] = useState<number | null>(1);
  const [display, setDisplay] = useState('fill-outline');
  const [opacity, setOpacity] = useState(60);
  const [syncViewports, setSyncViewports] = useState(true);
  const [lastAction, setLastAction] = useState('');

  const list = segments[active] ?? [];
  const setList = (next: Segment[]) => setSegments({...segments, [active]: next});
  const update = (id: number, change: Partial<Segment>) =>
    setList(list.map((segment) => (segment.id === id ? {...segment, ...change} : segment)));
  const addSegment = () => {
    const id = Math.max(0, ...list.map((segment) => segment.id)) + 1;
    setList([...list, {id, label: `Segment ${id}`, color: '#9aa5b1', visible: true, locked: false}]);
    setSelectedId(id);
  };
  const allHidden = list.every((segment) => !segment.visible);

  return (
    <TooltipProvider>
      <div className="bg-background w-72 space-y-0.5 p-1">
        <PanelSection>
          <PanelSection.Header>Segmentations</PanelSection.Header>
          <PanelSection.Content>
            <div className="bg-muted flex items-center gap-1 rounded-t p-1.5">
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon" aria-label="Segmentation actions">
                    <Icons.More />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  <DropdownMenuItem onSelect={addSegment}>
                    <Icons.Add />
                    <span className="pl-2">Add segment</span>
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuLabel>Current segmentation</DropdownMenuLabel>
                  <DropdownMenuItem onSelect={() => setLastAction('Exported as DICOM SEG')}>
                    <Icons.Export />
                    <span className="pl-2">Export DICOM SEG</span>
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setList([])}>
                    <Icons.Delete />
                    <span className="pl-2">Delete all segments</span>
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
              <Select value={active} onValueChange={setActive}>
                <SelectTrigger aria-label="Active segmentation">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="abdomen">Abdomen organs</SelectItem>
                  <SelectItem value="chest">Chest</SelectItem>
                </SelectContent>
              </Select>
            </div>

            <div className="bg-muted space-y-3 px-2 pb-3 pt-1">
              <div className="flex items-center justify-between">
                <span className="text-muted-foreground text-xs">
                  Show: {DISPLAY_MODES.find((mode) => mode.value === display)?.label}
                </span>
                <ToggleGroup
                  type="single"
                  aria-label="Segment display"
                  value={display}
                  onValueChange={(value: string) => value && setDisplay(value)}
                >
                  {DISPLAY_MODES.map(({value, label, Icon}) => (
                    <ToggleGroupItem key={value} value={value} aria-label={label}>
                      <Icon className="text-primary" />
                    </ToggleGroupItem>
                  ))}
                </ToggleGroup>
              </div>
              <div className="flex items-center gap-2">
                <Label className="text-muted-foreground w-14 flex-none text-xs">Opacity</Label>
                <Slider
                  className="flex-1"
                  value={[opacity]}
                  onValueChange={([value]) => setOpacity(value ?? 0)}
                  max={100}
                />
                <span className="text-muted-foreground w-9 text-right text-xs" data-testid="opacity-value">
                  {opacity}%
                </span>
              </div>
              <div className="flex items-center gap-2">
                <Switch id="segmentation-sync" checked={syncViewports} onCheckedChange={setSyncViewports} />
                <Label htmlFor="segmentation-sync" className="text-muted-foreground text-xs">
                  Sync changes in all viewports
                </Label>
              </div>
            </div>

            <div className="flex items-center justify-between py-1 pl-1 pr-2">
              <Button variant="ghost" size="sm" onClick={addSegment}>
                <Icons.Add />
                Add segment
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={allHidden ? 'Show all segments' : 'Hide all segments'}
                onClick={() => setList(list.map((segment) => ({...segment, visible: allHidden})))}
              >
                {allHidden ? <Icons.Show /> : <Icons.Hide />}
              </Button>
            </div>

            <div className="space-y-px" style={{opacity: 0.4 + (opacity / 100) * 0.6}}>
              {list.map((segment, index) => (
                <DataRow
                  key={segment.id}
                  number={index + 1}
                  title={segment.label}
                  colorHex={display === 'outline' ? undefined : segment.color}
                  isSelected={selectedId === segment.id}
                  onSelect={() => setSelectedId(segment.id)}
                  isVisible={segment.visible}
                  onToggleVisibility={() => update(segment.id, {visible: !segment.visible})}
                  isLocked={segment.locked}
                  onToggleLocked={() => update(segment.id, {locked: !segment.locked})}
                  onRename={() => update(segment.id, {label: `${segment.label} (renamed)`})}
                  onDelete={() => setList(list.filter((item) => item.id !== segment.id))}
                  onColor={() => update(segment.id, {color: '#4aa3df'})}
                />
              ))}
              {list.length === 0 && <p className="text-muted-foreground p-2">No segments. Add one above.</p>}
            </div>
          </PanelSection.Content>
        </PanelSection>
        <p className="text-muted-foreground px-1 pt-2 text-sm" aria-live="polite">
          {list.length} segments
          {selectedId !== null && list.some((segment) => segment.id === selectedId)
            ? `, selected: ${list.find((segment) => segment.id === selectedId)?.label}`
            : ''}
          {lastAction && `. ${lastAction}.`}
        </p>
      </div>
    </TooltipProvider>
  );
}
