import React, {useState} from 'react';
import {DataRow, TooltipProvider} from '@ohif/ui-next';

type Row = {
  id: string;
  caption: string;
  title: string;
  colorHex?: string;
  details?: {primary: string[]; secondary: string[]};
  isVisible: boolean;
  isLocked: boolean;
  disableEditing?: boolean;
  status?: 'warning' | 'success' | 'error' | 'info';
};

const ROWS: Row[] = [
  {id: 'plain', caption: 'Title only', title: 'Segment 1', isVisible: true, isLocked: false},
  {
    id: 'color',
    caption: 'With colour and details',
    title: 'Liver',
    colorHex: '#dd6e4a',
    details: {primary: ['Volume 1,482 mL', '  Mean 58 HU'], secondary: []},
    isVisible: true,
    isLocked: false,
  },
  {id: 'hidden', caption: 'Hidden', title: 'Spleen', colorHex: '#5dc180', isVisible: false, isLocked: false},
  {id: 'locked', caption: 'Locked', title: 'Aorta', colorHex: '#e0c45c', isVisible: true, isLocked: true},
  {
    id: 'long',
    caption: 'Long title (clamped, full text in a tooltip)',
    title: 'Left internal iliac artery and its branches below the bifurcation',
    isVisible: true,
    isLocked: false,
  },
  {
    id: 'readonly',
    caption: 'Read only (disableEditing)',
    title: 'Imported RTSTRUCT',
    isVisible: true,
    isLocked: false,
    disableEditing: true,
  },
  {
    id: 'warning',
    caption: 'Warning status',
    title: 'Structured report',
    isVisible: true,
    isLocked: false,
    status: 'warning',
  },
  {
    id: 'success',
    caption: 'Success status',
    title: 'Reported lesion',
    isVisible: true,
    isLocked: false,
    status: 'success',
  },
  {id: 'error', caption: 'Error status', title: 'Failed import', isVisible: true, isLocked: false, status: 'error'},
];

const STATUS = {
  warning: <DataRow.Status.Warning tooltip="This report cannot be loaded by this mode" />,
  success: <DataRow.Status.Success tooltip="Included in the report" />,
  error: <DataRow.Status.Error tooltip="The source series is missing" />,
  info: <DataRow.Status.Info tooltip="Imported from another study" />,
};

/** The states of a DataRow side by side, each one interactive. */
export default function DataRowStates() {
  const [rows, setRows] = useState(ROWS);
  const [selectedId, setSelectedId] = useState('color');
  const [log, setLog] = useState<string[]>([]);
  const record = (entry: string) => setLog((entries) => [entry, ...entries].slice(0, 4));
  const update = (id: string, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.id === id ? {...row, ...change} : row)));

  return (
    <TooltipProvider>
      <div className="flex flex-wrap gap-6">
        <ul className="w-80 space-y-3">
          {rows.map((row, index) => (
            <li key={row.id}>
              <p className="text-muted-foreground mb-1 text-xs">{row.caption}</p>
              <DataRow
                number={index + 1}
                title={row.title}
                colorHex={row.colorHex}
                details={row.details}
                isSelected={selectedId === row.id}
                onSelect={() => {
                  setSelectedId(row.id);
                  record(`Selected ${row.title}`);
                }}
                isVisible={row.isVisible}
                onToggleVisibility={() => {
                  update(row.id, {isVisible: !row.isVisible});
                  record(`${row.isVisible ? 'Hid' : 'Showed'} ${row.title}`);
                }}
                isLocked={row.isLocked}
                onToggleLocked={() => {
                  update(row.id, {isLocked: !row.isLocked});
                  record(`${row.isLocked ? 'Unlocked' : 'Locked'} ${row.title}`);
                }}
                disableEditing={row.disableEditing ?? false}
                onRename={() => record(`Rename ${row.title}`)}
                onDelete={() => {
                  setRows((all) => all.filter((other) => other.id !== row.id));
                  record(`Deleted ${row.title}`);
                }}
                onColor={() => record(`Change colour of ${row.title}`)}
              >
                {row.status && STATUS[row.status]}
              </DataRow>
            </li>
          ))}
        </ul>
        <div className="w-56">
          <p className="text-foreground mb-1">Events</p>
          <ol className="text-muted-foreground space-y-1 text-sm" aria-live="polite" data-testid="datarow-log">
            {log.length === 0 ? (
              <li>Click a row, its eye or its actions menu.</li>
            ) : (
              log.map((entry, index) => <li key={`${entry}-${index}`}>{entry}</li>)
            )}
          </ol>
        </div>
      </div>
    </TooltipProvider>
  );
}
