import React, {useState} from 'react';
import {
  Button,
  DataRow,
  Icons,
  Input,
  Label,
  PanelSection,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Slider,
  Toaster,
  TooltipProvider,
  toast,
} from '@ohif/ui-next';

type Roi = {id: number; label: string; volumeMl: number; suvMax: number; visible: boolean};

const INITIAL: Roi[] = [
  {id: 1, label: 'Mediastinal node', volumeMl: 12.4, suvMax: 8.7, visible: true},
  {id: 2, label: 'Right lung lesion', volumeMl: 31.9, suvMax: 11.2, visible: true},
];

/**
 * A total metabolic tumour volume (TMTV) panel for PET: choose how lesions are thresholded,
 * run the threshold on a region, and read the summed volume of every region.
 */
export default function TmtvPanel() {
  const [strategy, setStrategy] = useState('percent-max');
  const [percent, setPercent] = useState(41);
  const [suvFloor, setSuvFloor] = useState('2.5');
  const [rois, setRois] = useState(INITIAL);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const visible = rois.filter((roi) => roi.visible);
  const tmtv = visible.reduce((sum, roi) => sum + roi.volumeMl, 0);

  const runThreshold = () => {
    const id = Math.max(0, ...rois.map((roi) => roi.id)) + 1;
    const volumeMl = Math.round((60 - percent) * 0.9 * 10) / 10;
    setRois([...rois, {id, label: `ROI ${id}`, volumeMl, suvMax: Number(suvFloor) * 3, visible: true}]);
    setSelectedId(id);
  };

  return (
    <TooltipProvider>
      <div className="bg-background w-80 space-y-0.5 p-1">
        <PanelSection>
          <PanelSection.Header>ROI threshold</PanelSection.Header>
          <PanelSection.Content>
            <div className="bg-muted space-y-3 p-2">
              <Select value={strategy} onValueChange={setStrategy}>
                <SelectTrigger aria-label="Threshold strategy">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="percent-max">Percentage of max SUV</SelectItem>
                  <SelectItem value="fixed">Fixed SUV range</SelectItem>
                </SelectContent>
              </Select>
              {strategy === 'percent-max' ? (
                <div className="flex items-center gap-2">
                  <Label className="text-muted-foreground w-16 flex-none text-xs">Percent</Label>
                  <Slider
                    className="flex-1"
                    value={[percent]}
                    onValueChange={([value]) => setPercent(value ?? 41)}
                    min={10}
                    max={90}
                  />
                  <span className="text-muted-foreground w-9 text-right text-xs">{percent}%</span>
                </div>
              ) : (
                <div className="flex items-center gap-2">
                  <Label htmlFor="tmtv-suv-floor" className="text-muted-foreground w-16 flex-none text-xs">
                    SUV from
                  </Label>
                  <Input
                    id="tmtv-suv-floor"
                    type="number"
                    step="0.1"
                    value={suvFloor}
                    onChange={(event) => setSuvFloor(event.target.value)}
                  />
                </div>
              )}
              <Button className="w-full" onClick={runThreshold}>
                Run threshold
              </Button>
            </div>
          </PanelSection.Content>
        </PanelSection>

        <PanelSection>
          <PanelSection.Header>Regions of interest</PanelSection.Header>
          <PanelSection.Content>
            <div className="space-y-px">
              {rois.map((roi, index) => (
                <DataRow
                  key={roi.id}
                  number={index + 1}
                  title={roi.label}
                  colorHex="#e14f3d"
                  details={{
                    primary: [`${roi.volumeMl.toFixed(1)} mL`, `  SUV max ${roi.suvMax.toFixed(1)}`],
                    secondary: [],
                  }}
                  isSelected={selectedId === roi.id}
                  onSelect={() => setSelectedId(roi.id)}
                  isVisible={roi.visible}
                  onToggleVisibility={() =>
                    setRois(rois.map((item) => (item.id === roi.id ? {...item, visible: !item.visible} : item)))
                  }
                  isLocked={false}
                  onToggleLocked={() => undefined}
                  onRename={() =>
                    setRois(
                      rois.map((item) => (item.id === roi.id ? {...item, label: `${item.label} (renamed)`} : item)),
                    )
                  }
                  onDelete={() => setRois(rois.filter((item) => item.id !== roi.id))}
                />
              ))}
            </div>
            <div className="bg-muted mt-0.5 flex items-center justify-between rounded-b p-2">
              <span className="text-foreground" data-testid="tmtv-total">
                TMTV: {tmtv.toFixed(1)} mL
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  toast.success('TMTV report exported', {
                    description: `${visible.length} regions, ${tmtv.toFixed(1)} mL`,
                  })
                }
              >
                <Icons.Download />
                Export CSV
              </Button>
            </div>
          </PanelSection.Content>
        </PanelSection>
        <Toaster />
      </div>
    </TooltipProvider>
  );
}
