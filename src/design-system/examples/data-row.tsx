import React, {useState} from 'react';
import {DataRow, TooltipProvider} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <TooltipProvider>
      <div className="w-72">
        <DataRow
          number={1}
          title="Liver"
          colorHex={values.color === 'with' ? '#dd6e4a' : undefined}
          details={{primary: ['Volume 42.5 mL'], secondary: []}}
          isSelected={values.state === 'selected'}
          isSecondarySelected={values.state === 'secondary'}
          isVisible={values.state !== 'hidden'}
          isLocked={values.state === 'locked'}
          disableEditing={values.state === 'read-only'}
          onRename={() => undefined}
          onDelete={() => undefined}
          onToggleVisibility={() => undefined}
          onToggleLocked={() => undefined}
        />
      </div>
    </TooltipProvider>
  );
}

export function Usage() {
  const [visible, setVisible] = useState(true);
  return (
    <DataRow
      number={1}
      title="Liver"
      colorHex="#dd6e4a"
      isVisible={visible}
      onToggleVisibility={() => setVisible(!visible)}
      onSelect={() => console.log('jump to the segment')}
      onRename={() => console.log('rename')}
      onDelete={() => console.log('delete')}
    />
  );
}

type Segment = {id: number; title: string; colorHex: string; isVisible: boolean; isLocked: boolean};

const SEGMENTS: Segment[] = [
  {id: 1, title: 'Liver', colorHex: '#dd6e4a', isVisible: true, isLocked: false},
  {id: 2, title: 'Spleen', colorHex: '#5dc180', isVisible: true, isLocked: true},
  {id: 3, title: 'Left kidney', colorHex: '#e0c45c', isVisible: false, isLocked: false},
];

/** The segment list: select, hide, lock, rename or delete each row. */
export function SegmentList() {
  const [segments, setSegments] = useState(SEGMENTS);
  const [selectedId, setSelectedId] = useState<number | null>(1);
  const update = (id: number, change: Partial<Segment>) =>
    setSegments((all) => all.map((segment) => (segment.id === id ? {...segment, ...change} : segment)));
  return (
    <TooltipProvider>
      <div className="w-72 space-y-px">
        {segments.map((segment, index) => (
          <DataRow
            key={segment.id}
            number={index + 1}
            title={segment.title}
            colorHex={segment.colorHex}
            isSelected={selectedId === segment.id}
            onSelect={() => setSelectedId(segment.id)}
            isVisible={segment.isVisible}
            onToggleVisibility={() => update(segment.id, {isVisible: !segment.isVisible})}
            isLocked={segment.isLocked}
            onToggleLocked={() => update(segment.id, {isLocked: !segment.isLocked})}
            onRename={() => update(segment.id, {title: `${segment.title} (renamed)`})}
            onDelete={() => setSegments((all) => all.filter((item) => item.id !== segment.id))}
            onColor={() => update(segment.id, {colorHex: '#4aa3df'})}
          >
            {segment.isLocked && <DataRow.Status.Info tooltip="Locked segments cannot be edited" />}
          </DataRow>
        ))}
      </div>
    </TooltipProvider>
  );
}

type Segmentation = {id: string; label: string; segments: string[]; chosen: number};

const SEGMENTATIONS: Segmentation[] = [
  {id: 'organs', label: 'Organs', segments: ['Liver', 'Spleen'], chosen: 0},
  {id: 'lesions', label: 'Lesions', segments: ['Lesion 1', 'Lesion 2'], chosen: 1},
];

/** Each segmentation's chosen segment: selected in the active one, secondary (and dimmed) in the others. */
export function TwoSegmentations() {
  const [segmentations, setSegmentations] = useState(SEGMENTATIONS);
  const [activeId, setActiveId] = useState('organs');
  const choose = (id: string, chosen: number) => {
    setActiveId(id);
    setSegmentations((all) => all.map((item) => (item.id === id ? {...item, chosen} : item)));
  };
  return (
    <TooltipProvider>
      <div className="w-72 space-y-2">
        {segmentations.map((segmentation) => {
          const isActive = segmentation.id === activeId;
          return (
            <div key={segmentation.id} className="space-y-px">
              <button
                type="button"
                className="text-muted-foreground w-full px-1 text-left text-sm"
                onClick={() => setActiveId(segmentation.id)}
              >
                {segmentation.label} {isActive ? '(active)' : ''}
              </button>
              {segmentation.segments.map((title, index) => (
                <DataRow
                  key={title}
                  number={index + 1}
                  title={title}
                  colorHex={index === 0 ? '#dd6e4a' : '#5dc180'}
                  isSelected={isActive && segmentation.chosen === index}
                  isSecondarySelected={!isActive && segmentation.chosen === index}
                  className={isActive ? '' : 'opacity-80'}
                  onSelect={() => choose(segmentation.id, index)}
                  onToggleVisibility={() => undefined}
                  onRename={() => undefined}
                  onDelete={() => undefined}
                />
              ))}
            </div>
          );
        })}
      </div>
    </TooltipProvider>
  );
}

/** A measurement row with its values as detail lines and a warning status. */
export function MeasurementWithDetails() {
  const [selected, setSelected] = useState(false);
  return (
    <TooltipProvider>
      <div className="w-72">
        <DataRow
          number={1}
          title="Lesion A"
          details={{primary: ['24.1 mm', '  short axis 12.3 mm'], secondary: ['S2 I57']}}
          isSelected={selected}
          onSelect={() => setSelected(!selected)}
          onRename={() => undefined}
          onDelete={() => undefined}
        >
          <DataRow.Status.Warning tooltip="Drawn on a non-reconstructable series" />
        </DataRow>
      </div>
    </TooltipProvider>
  );
}
