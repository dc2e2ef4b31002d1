import React, {useState} from 'react';
import {Badge, Button, DataRow, Icons, PanelSection, Toaster, TooltipProvider, toast} from '@ohif/ui-next';

type Measurement = {
  id: number;
  label: string;
  tool: string;
  value: string;
  series: string;
  visible: boolean;
  locked: boolean;
};

const INITIAL: Measurement[] = [
  {id: 1, label: 'Lesion A', tool: 'Length', value: '23.4 mm', series: 'S2 I41', visible: true, locked: false},
  {
    id: 2,
    label: 'Lesion B',
    tool: 'Bidirectional',
    value: '18.1 × 9.7 mm',
    series: 'S2 I57',
    visible: true,
    locked: false,
  },
  {
    id: 3,
    label: 'Liver ROI',
    tool: 'Ellipse',
    value: 'Mean 54 HU, area 3.2 cm²',
    series: 'S3 I12',
    visible: true,
    locked: true,
  },
];

/** Tracked measurements of a study: select one to jump to it, act on it, export the list. */
export default function MeasurementsPanel() {
  const [measurements, setMeasurements] = useState(INITIAL);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const update = (id: number, change: Partial<Measurement>) =>
    setMeasurements((all) => all.map((item) => (item.id === id ? {...item, ...change} : item)));
  const selected = measurements.find((item) => item.id === selectedId);

  return (
    <TooltipProvider>
      <div className="bg-background w-80 p-1">
        <PanelSection>
          <PanelSection.Header>
            <span className="flex items-center gap-2">
              Measurements <Badge variant="secondary">{measurements.length}</Badge>
            </span>
          </PanelSection.Header>
          <PanelSection.Content>
            <div className="space-y-px">
              {measurements.map((item, index) => (
                <DataRow
                  key={item.id}
                  number={index + 1}
                  title={item.label}
                  details={{primary: [item.value, `  ${item.tool}, ${item.series}`], secondary: []}}
                  isSelected={selectedId === item.id}
                  onSelect={() => setSelectedId(item.id)}
                  isVisible={item.visible}
                  onToggleVisibility={() => update(item.id, {visible: !item.visible})}
                  isLocked={item.locked}
                  onToggleLocked={() => update(item.id, {locked: !item.locked})}
                  onRename={() => update(item.id, {label: `${item.label} (renamed)`})}
                  onDelete={() => setMeasurements((all) => all.filter((other) => other.id !== item.id))}
                  onCopy={() =>
                    setMeasurements((all) => [
                      ...all,
                      {...item, id: Math.max(...all.map((m) => m.id)) + 1, label: `${item.label} copy`},
                    ])
                  }
                >
                  {item.locked && <DataRow.Status.Success tooltip="Reported" />}
                </DataRow>
              ))}
              {measurements.length === 0 && <p className="text-muted-foreground p-2">No measurements yet.</p>}
            </div>
            <div className="flex justify-end gap-2 p-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={measurements.length === 0}
                onClick={() => {
                  setMeasurements([]);
                  setSelectedId(null);
                }}
              >
                <Icons.Delete />
                Delete all
              </Button>
              <Button
                size="sm"
                disabled={measurements.length === 0}
                onClick={() =>
                  toast.success('Measurements exported', {description: `${measurements.length} rows written to CSV`})
                }
              >
                <Icons.Download />
                Export CSV
              </Button>
            </div>
          </PanelSection.Content>
        </PanelSection>
        <p className="text-muted-foreground px-1 pt-2 text-sm" aria-live="polite">
          {selected ? `Jumped to ${selected.label} (${selected.series})` : 'Select a measurement to jump to it'}
        </p>
        <Toaster />
      </div>
    </TooltipProvider>
  );
}
